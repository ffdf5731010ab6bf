import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

const main = { backgroundColor: "#f4f5f7", fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2933" };
const box = { backgroundColor: "#ffffff", margin: "24px auto", padding: "24px", maxWidth: "600px", borderRadius: "8px" };
const button = { backgroundColor: "#1d4ed8", color: "#ffffff", padding: "12px 20px", borderRadius: "6px", fontWeight: 600, textDecoration: "none" };
const muted = { color: "#6b7280", fontSize: "12px", lineHeight: "18px" };

/** The frame of every mail: the site's name, the heading, the content, an action button and the footer. */
export function MailLayout({
  lang,
  siteName,
  preview,
  heading,
  action,
  footer,
  children,
}: {
  lang: string;
  siteName: string;
  preview: string;
  heading: string;
  action?: { label: string; href: string };
  footer: string;
  children: ReactNode;
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={main}>
        <Container style={box}>
          <Text style={{ ...muted, fontSize: "14px", fontWeight: 600 }}>{siteName}</Text>
          <Heading as="h1" style={{ fontSize: "22px", margin: "8px 0 16px" }}>
            {heading}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button href={action.href} style={button}>
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Hr />
          <Text style={muted}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export type TMailLine = { name: string; amount: number; unit: string; total: string };

const cell = { padding: "6px 8px", borderBottom: "1px solid #e5e7eb", fontSize: "14px" };

/** The order's lines (at most `limit`, then how many more) and its total. */
export function MailLines({ lines, total, labels, limit = 30 }: { lines: TMailLine[]; total: string; labels: { name: string; amount: string; total: string; more: (count: number) => string; sum: string }; limit?: number }) {
  const shown = lines.slice(0, limit);
  return (
    <Section>
      <table width="100%" cellPadding={0} cellSpacing={0} role="presentation" style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th align="left" style={cell}>
              {labels.name}
            </th>
            <th align="right" style={cell}>
              {labels.amount}
            </th>
            <th align="right" style={cell}>
              {labels.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((line, i) => (
            <tr key={i}>
              <td style={cell}>{line.name}</td>
              <td align="right" style={{ ...cell, whiteSpace: "nowrap" }}>
                {line.amount} {line.unit}
              </td>
              <td align="right" style={{ ...cell, whiteSpace: "nowrap" }}>
                {line.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > shown.length ? <Text style={muted}>{labels.more(lines.length - shown.length)}</Text> : null}
      <Text style={{ fontSize: "16px", fontWeight: 600, textAlign: "right" }}>{labels.sum}</Text>
    </Section>
  );
}
