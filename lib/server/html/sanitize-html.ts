import "server-only";
import sanitize, { type Attributes, type IOptions, type Transformer } from "sanitize-html";
import type { TSafeHtml } from "@/lib/contracts/safe-html";

/**
 * The allow-list sanitiser for seller-written HTML (content pages, news, help boxes, the important
 * notice), on `sanitize-html` (htmlparser2 underneath: it parses as a browser does, then writes back only
 * what is listed here). It runs on the server only, where the HTML is read: pages and API answers carry
 * `TSafeHtml`, and the browser renders it as it is (no parser of its own shipped to every page).
 *
 * The allow-list: formatting, headings, lists, tables, links and images; attributes `href`/`title` on
 * links, `src`/`alt`/`width`/`height` on images, `colspan`/`rowspan` on cells, sizes only as small
 * numbers. URLs only http(s), mailto, tel or without a scheme (the library decodes entities and ignores
 * the control characters and whitespace browsers ignore before judging a scheme). Links open in a new
 * tab with `rel="noopener noreferrer"` (spec §7); an image without `alt` gets `alt=""`. Script-like
 * elements (script, style, iframe, svg, math, …) are dropped with everything inside; any other unknown
 * tag is dropped and its text kept; comments are dropped.
 */

const allowedTags = [
  "a", "b", "blockquote", "br", "code", "div", "em", "h2", "h3", "h4", "hr", "i", "img", "li", "ol", "p", "pre",
  "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "u", "ul",
];

/** Dropped with their whole content: their text is code or a foreign document, not prose. */
const droppedWithContent = [
  "script", "style", "iframe", "object", "embed", "noscript", "noembed", "noframes", "template", "textarea", "title",
  "svg", "math", "select", "option", "head", "xmp", "plaintext", "frameset", "applet",
];

const SIZE = /^\d{1,4}$/;

/** Keeps only the named attributes whose value is a small whole number (sizes, spans). */
function withNumericOnly(attribs: Attributes, names: readonly string[]): Attributes {
  const out: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (names.includes(name) && !SIZE.test(value.trim())) continue;
    out[name] = names.includes(name) ? value.trim() : value;
  }
  return out;
}

const cell: Transformer = (tagName, attribs) => ({ tagName, attribs: withNumericOnly(attribs, ["colspan", "rowspan"]) });

const options: IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  nonTextTags: droppedWithContent,
  selfClosing: ["br", "hr", "img"],
  // No style attribute is allowed, so nothing needs the library's CSS parser.
  parseStyleAttributes: false,
  transformTags: {
    // Whatever the seller wrote, a link opens in a new tab and gives the opened page no handle on ours.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: { ...rest, target: "_blank", rel: "noopener noreferrer" } };
    },
    img: (tagName, attribs) => {
      const kept = withNumericOnly(attribs, ["width", "height"]);
      return { tagName, attribs: "alt" in kept ? kept : { ...kept, alt: "" } };
    },
    td: cell,
    th: cell,
  },
};

/** Seller snippets are short; a cap keeps a pathological input from costing much. */
const MAX_INPUT = 100_000;

/** Safe HTML: allowed markup kept, the rest removed (unknown tags keep their text). */
export function sanitizeHtml(html: string): TSafeHtml {
  return sanitize(html.slice(0, MAX_INPUT), options) as TSafeHtml;
}
