// Spec §2: /m is the same modules menu as /modules.
export { default, generateMetadata } from "../modules/page";
