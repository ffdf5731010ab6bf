import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy…/waitFor wait up to 5 s instead of 1: the unit suite runs on two workers on a two-core machine
// (package.json), and a file's first render — which also loads its lazy chunks — took ≈ 1 s there.
configure({ asyncUtilTimeout: 5000 });
