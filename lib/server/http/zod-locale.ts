import "server-only";
import { z } from "zod";

// Field errors reach buyers: zod's built-in messages in Russian.
z.config(z.locales.ru());
