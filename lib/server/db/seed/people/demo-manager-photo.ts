import "server-only";
import sharp from "sharp";

/**
 * A drawn portrait for a demo manager (a head and shoulders on a coloured ground, as a PNG): the demo
 * shows what a seller's photo looks like in the help menu without shipping a real person's picture.
 */
export async function drawDemoManagerPhoto(ground: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="${ground}"/>
  <ellipse cx="160" cy="330" rx="120" ry="110" fill="#1f3a60"/>
  <path d="M130 215 L160 260 L190 215 Z" fill="#ffffff"/>
  <rect x="140" y="175" width="40" height="45" rx="14" fill="#e8b894"/>
  <ellipse cx="160" cy="130" rx="56" ry="66" fill="#f1c6a3"/>
  <path d="M100 128 C98 70 130 52 162 52 C200 52 224 76 220 128 C212 100 196 86 160 86 C126 86 108 100 100 128 Z" fill="#6b4126"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
