import { sanitizeHtml } from "@/lib/server/html/sanitize-html";

// The allow-list of seller HTML (lib/server/html/sanitize-html.ts, on sanitize-html). The XSS vectors are
// in sanitize-html-xss.test.ts. Void elements are written back as `<img … />` (the library's way, the
// same element to a browser).

describe("sanitizeHtml (allow-list)", () => {
  it("keeps allowed formatting and escapes text", () => {
    expect(sanitizeHtml("<p>Скидка <b>10%</b> &amp; <em>доставка</em></p>")).toBe("<p>Скидка <b>10%</b> &amp; <em>доставка</em></p>");
    expect(sanitizeHtml("a < b > c")).toBe("a &lt; b &gt; c");
    // A new <li> closes the open one, as a browser builds it (the hand-made tokenizer nested them).
    expect(sanitizeHtml("<ul><li>один<li>два</ul>")).toBe("<ul><li>один</li><li>два</li></ul>");
  });

  it("drops scripts, styles and frames with their content", () => {
    expect(sanitizeHtml('<p>до</p><script>alert("x")</script><p>после</p>')).toBe("<p>до</p><p>после</p>");
    expect(sanitizeHtml("<style>body{display:none}</style>текст")).toBe("текст");
    expect(sanitizeHtml('<iframe src="https://evil.test"></iframe>ok')).toBe("ok");
    expect(sanitizeHtml("<SCRIPT>bad()</SCRIPT>ok")).toBe("ok");
    expect(sanitizeHtml("<svg><script>bad()</script></svg>ok")).toBe("ok");
  });

  it("removes event handlers, styles and unknown attributes", () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" style="x">')).toBe('<img src="/a.png" alt="" />');
    expect(sanitizeHtml('<p onclick="x()" class="y" id="z">t</p>')).toBe("<p>t</p>");
  });

  it("keeps unknown tags' text but not the tags", () => {
    expect(sanitizeHtml("<font color=red>красный</font>")).toBe("красный");
    expect(sanitizeHtml("<form><input value=1>поле</form>")).toBe("поле");
  });

  it("refuses dangerous link schemes, however they are disguised", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "jav&#x61;script:alert(1)", "javascript&colon;alert(1)", " data:text/html,x", "vbscript:x"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    }
    for (const href of ["https://example.test/a?b=1", "http://example.test", "/content/reglament", "#top", "//cdn.example.test/a.png", "mailto:sales@example.test", "tel:+79000000000"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`);
    }
  });

  it("opens links in a new tab without giving the page access to ours (spec §7)", () => {
    expect(sanitizeHtml('<a href="https://example.test" title="Сайт" target="_self">сайт</a>')).toBe(
      '<a href="https://example.test" title="Сайт" target="_blank" rel="noopener noreferrer">сайт</a>',
    );
  });

  it("escapes attribute values and keeps the output balanced", () => {
    expect(sanitizeHtml('<a href="/x" title="a&quot; onmouseover=&quot;b">t</a>')).toBe('<a href="/x" title="a&quot; onmouseover=&quot;b" target="_blank" rel="noopener noreferrer">t</a>');
    expect(sanitizeHtml("<p><b>жирный")).toBe("<p><b>жирный</b></p>");
    // A stray </p> is an empty paragraph to a browser (HTML's parsing rules); a stray </b> is nothing.
    expect(sanitizeHtml("</p>текст</b>")).toBe("<p></p>текст");
    expect(sanitizeHtml("<p><b>x</p>y")).toBe("<p><b>x</b></p>y");
  });

  it("drops comments and broken markup safely", () => {
    expect(sanitizeHtml("a<!-- <script>x</script> -->b")).toBe("ab");
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
    expect(sanitizeHtml('<img src="x" <script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml("<a href='/ok'>t")).toBe('<a href="/ok" target="_blank" rel="noopener noreferrer">t</a>');
  });

  it("accepts only small numbers for sizes", () => {
    expect(sanitizeHtml('<td colspan="2" rowspan="x">c</td>')).toBe('<td colspan="2">c</td>');
  });
});
