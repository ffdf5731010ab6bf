import "server-only";

export type TProductImageInput = { name: string; article: string; groupSlug: string; brand?: string | null };

type TKind =
  | "coil" | "breaker" | "contactor" | "bulb" | "panel" | "floodlight" | "socket" | "switch" | "box" | "pipe" | "channel"
  | "terminal" | "tape" | "tie" | "screw" | "screwdriver" | "pliers" | "drill" | "meter" | "valve" | "faucet" | "radiator"
  | "bag" | "bucket" | "strip" | "ruler";

// Product groups of the demo catalogues; other slugs are matched by keyword below.
const KIND_BY_GROUP: Record<string, TKind> = {
  "power-cable": "coil", "installation-wire": "coil", "low-current-cable": "coil", "pex-pipe": "coil",
  "circuit-breaker": "breaker", rcd: "breaker", rcbo: "breaker", relay: "breaker", mccb: "contactor", contactor: "contactor",
  "led-lamp": "bulb", "led-luminaire": "panel", "emergency-light": "panel", floodlight: "floodlight", "led-strip": "strip",
  socket: "socket", "extension-cord": "socket", "light-switch": "switch", "wiring-frame": "switch",
  "plastic-box": "box", "metal-enclosure": "box", "junction-box": "box", "cable-gland": "valve",
  "corrugated-pipe": "pipe", "pp-pipe": "pipe", "sewer-pipe": "pipe", "cable-channel": "channel", "cable-tray": "channel",
  terminal: "terminal", "cable-lug": "terminal", "insulating-tape": "tape", "heat-shrink": "tape", "cable-tie": "tie",
  dowel: "screw", anchor: "screw", screw: "screw", nail: "screw",
  screwdriver: "screwdriver", pliers: "pliers", "crimping-tool": "pliers", "cordless-drill": "drill", "rotary-hammer": "drill", "drill-bit": "screwdriver",
  multimeter: "meter", "voltage-tester": "meter", "energy-meter": "meter", "current-transformer": "meter", "measuring-tool": "ruler",
  "ball-valve": "valve", "valve-fitting": "valve", "pipe-fitting": "valve", "mixer-tap": "faucet", radiator: "radiator", "water-heater": "radiator",
  "dry-mix": "bag", paint: "bucket", primer: "bucket",
};

const KEYWORDS: [RegExp, TKind][] = [
  [/cable|wire|kabel|provod/, "coil"], [/breaker|avtomat|rcd|uzo/, "breaker"], [/lamp|bulb/, "bulb"], [/light|svet/, "panel"],
  [/socket|rozet/, "socket"], [/switch/, "switch"], [/pipe|tube|truba/, "pipe"], [/tool|instrument/, "screwdriver"], [/meter/, "meter"],
];

// Line art in a 200×200 box; stroked with the group's accent colour, no fill unless stated.
const ICONS: Record<TKind, string> = {
  coil: '<circle cx="100" cy="100" r="72"/><circle cx="100" cy="100" r="50"/><circle cx="100" cy="100" r="28"/><circle cx="100" cy="100" r="8"/><path d="M172 100c18 0 22 30 8 52"/>',
  breaker: '<rect x="58" y="18" width="84" height="164" rx="10"/><rect x="84" y="70" width="32" height="56" rx="5"/><path d="M92 84h16"/><path d="M58 46h84M58 154h84"/><circle cx="100" cy="32" r="5"/><circle cx="100" cy="168" r="5"/>',
  contactor: '<rect x="30" y="30" width="140" height="140" rx="12"/><rect x="72" y="80" width="56" height="40" rx="6"/><circle cx="60" cy="50" r="8"/><circle cx="100" cy="50" r="8"/><circle cx="140" cy="50" r="8"/><circle cx="60" cy="150" r="8"/><circle cx="100" cy="150" r="8"/><circle cx="140" cy="150" r="8"/>',
  bulb: '<path d="M100 18a58 58 0 0 1 34 105v19H66v-19A58 58 0 0 1 100 18z"/><path d="M68 156h64M72 170h56M84 184h32"/><path d="M86 118l14-30 14 30"/>',
  panel: '<rect x="24" y="24" width="152" height="152" rx="10"/><rect x="44" y="44" width="112" height="112" rx="4"/><path d="M44 100h112M100 44v112"/>',
  floodlight: '<rect x="30" y="36" width="140" height="96" rx="10"/><rect x="46" y="52" width="108" height="64" rx="4"/><path d="M62 132v34h76v-34M100 166v16M70 182h60"/>',
  socket: '<rect x="24" y="24" width="152" height="152" rx="26"/><circle cx="100" cy="100" r="56"/><circle cx="76" cy="100" r="9"/><circle cx="124" cy="100" r="9"/><path d="M92 48h16M92 152h16"/>',
  switch: '<rect x="24" y="24" width="152" height="152" rx="22"/><rect x="52" y="52" width="96" height="96" rx="10"/><path d="M100 52v96"/><path d="M70 80h14M116 80h14"/>',
  box: '<rect x="28" y="40" width="144" height="124" rx="12"/><rect x="46" y="58" width="108" height="88" rx="6"/><circle cx="28" cy="102" r="10"/><circle cx="172" cy="102" r="10"/><path d="M86 40V28h28v12"/>',
  pipe: '<rect x="16" y="72" width="168" height="56" rx="28"/><path d="M40 72v56M58 72v56M76 72v56M94 72v56M112 72v56M130 72v56M148 72v56M166 72v56"/>',
  channel: '<path d="M24 70l40-30h112l-40 30z"/><path d="M24 70v80h112V70M136 150l40-30V40"/><path d="M44 70v60h72V70"/>',
  terminal: '<rect x="34" y="70" width="132" height="90" rx="12"/><path d="M60 70V40l22-10M100 70V40l22-10M140 70V40l22-10"/><circle cx="60" cy="120" r="10"/><circle cx="100" cy="120" r="10"/><circle cx="140" cy="120" r="10"/>',
  tape: '<circle cx="100" cy="100" r="74"/><circle cx="100" cy="100" r="34"/><path d="M100 174h78v-22"/>',
  tie: '<rect x="22" y="86" width="40" height="34" rx="6"/><path d="M62 98h110a14 14 0 0 1 0 28H70"/><path d="M80 98v10M96 98v10M112 98v10M128 98v10M144 98v10M160 98v10"/>',
  screw: '<path d="M70 24h60l-8 26H78z"/><path d="M86 50v112l14 22 14-22V50"/><path d="M86 70l28 10M86 90l28 10M86 110l28 10M86 130l28 10M86 150l28 10"/>',
  screwdriver: '<rect x="78" y="16" width="44" height="84" rx="18"/><path d="M92 30v56M108 30v56"/><path d="M94 100h12v70l-6 14-6-14z"/>',
  pliers: '<path d="M84 24l-12 70 22 16M116 24l12 70-22 16"/><circle cx="100" cy="112" r="8"/><path d="M94 118l-32 66M106 118l32 66"/><path d="M56 150l14 6M144 150l-14 6"/>',
  drill: '<path d="M40 48h96a16 16 0 0 1 16 16v20a16 16 0 0 1-16 16H40z"/><path d="M152 66h26v14h-26"/><path d="M66 100l-10 60h34l8-60"/><rect x="48" y="160" width="54" height="22" rx="6"/>',
  meter: '<rect x="46" y="18" width="108" height="164" rx="14"/><rect x="62" y="34" width="76" height="40" rx="4"/><circle cx="100" cy="118" r="26"/><path d="M100 118l14-14"/><circle cx="74" cy="166" r="6"/><circle cx="126" cy="166" r="6"/>',
  valve: '<path d="M16 92h48v36H16M184 92h-48v36h48"/><circle cx="100" cy="110" r="36"/><path d="M100 74V50M70 44h60"/>',
  faucet: '<path d="M60 184h80M76 184v-84a24 24 0 0 1 48 0v14"/><path d="M124 114h40a16 16 0 0 1 16 16v16"/><path d="M84 60h32M100 60V76"/>',
  radiator: '<rect x="22" y="40" width="30" height="128" rx="12"/><rect x="60" y="40" width="30" height="128" rx="12"/><rect x="98" y="40" width="30" height="128" rx="12"/><rect x="136" y="40" width="30" height="128" rx="12"/><path d="M14 150h8M166 150h14"/>',
  bag: '<path d="M54 30h92l14 30-10 116H50L40 60z"/><path d="M40 60h120"/><rect x="68" y="90" width="64" height="50" rx="6"/>',
  bucket: '<path d="M46 60h108l-12 120H58z"/><ellipse cx="100" cy="60" rx="54" ry="12"/><path d="M46 60c0-50 108-50 108 0"/><rect x="70" y="100" width="60" height="44" rx="6"/>',
  strip: '<circle cx="64" cy="100" r="48"/><circle cx="64" cy="100" r="16"/><path d="M64 52h120v28H90"/><path d="M116 66h4M136 66h4M156 66h4M176 66h4"/>',
  ruler: '<rect x="20" y="70" width="160" height="60" rx="8"/><path d="M40 70v22M60 70v14M80 70v22M100 70v14M120 70v22M140 70v14M160 70v22"/>',
};

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch);
}

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

function kindOf(groupSlug: string): TKind {
  return KIND_BY_GROUP[groupSlug] ?? KEYWORDS.find(([re]) => re.test(groupSlug))?.[1] ?? "box";
}

/**
 * A 400×400 SVG placeholder for a product without a photo: a line drawing of its kind of goods on a
 * soft background whose hue comes from the product group, with the brand and the article below.
 * Pure and deterministic, so the response can be cached forever.
 */
export function renderProductImage(input: TProductImageInput): string {
  const hue = hash(input.groupSlug) % 360;
  const background = `hsl(${hue} 45% 94%)`;
  const accent = `hsl(${hue} 40% 38%)`;
  const brand = input.brand?.trim() ? escapeXml(clip(input.brand.trim(), 24)) : "";
  const article = escapeXml(clip(input.article, 30));
  const title = escapeXml(input.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="400" height="400" rx="24" fill="${background}"/>`,
    `<circle cx="200" cy="160" r="118" fill="#fff" opacity="0.55"/>`,
    `<g transform="translate(100 60)" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${ICONS[kindOf(input.groupSlug)]}</g>`,
    brand ? `<text x="200" y="326" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="26" font-weight="700" fill="${accent}">${brand}</text>` : "",
    `<text x="200" y="${brand ? 362 : 340}" text-anchor="middle" font-family="'Roboto Mono', Menlo, Consolas, monospace" font-size="19" fill="#4a4f57">${article}</text>`,
    `</svg>`,
  ].join("");
}
