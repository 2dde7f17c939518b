// Draws the six demo gallery pictures (flat illustrations of freshly cleaned rooms) and writes them as 1200×800
// WebP files next to this script. The demo seeder stores the WebP bytes as GalleryPhoto rows.
//
//   node api/src/db/seeders/gallery/render-gallery.mjs        (needs playwright-core and /usr/bin/chromium or CHROME_PATH)
//
// Each scene is an SVG drawn here by hand; Chromium rasterises it on a canvas and encodes WebP.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const W = 1200;
const H = 800;

/** A four-point sparkle, the sign of "just cleaned". */
const sparkle = (x, y, s = 1, opacity = 0.95) =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="#fff" stroke="#E2B94E" stroke-opacity="0.55" stroke-width="1.5" opacity="${opacity}" d="M0-22C2.5-4 4-2.5 22 0 4 2.5 2.5 4 0 22-2.5 4-4 2.5-22 0-4-2.5-2.5-4 0-22Z"/>`;

const sparkles = (points) => points.map(([x, y, s, o]) => sparkle(x, y, s, o)).join('');

/** A potted plant with long leaves. */
function plant(x, y, s = 1, pot = '#E9DCC7') {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <g fill="#5E8C61">
      <path d="M0 0C-10-60-60-90-80-120-40-110-5-70 0 0Z"/>
      <path d="M0 0C5-70 30-120 70-150 50-100 20-60 0 0Z" fill="#6FA06F"/>
      <path d="M0 0C-5-80-10-130 5-175 20-130 15-80 0 0Z" fill="#4F7D55"/>
      <path d="M0 0C20-50 60-70 95-80 70-55 35-30 0 0Z" fill="#7BAE78"/>
      <path d="M0 0C-25-40-70-50-100-55-70-30-35-15 0 0Z" fill="#6FA06F"/>
    </g>
    <path d="M-45 0H45L35 70H-35Z" fill="${pot}"/>
    <rect x="-50" y="-8" width="100" height="14" rx="4" fill="${pot}" stroke="#00000010"/>
  </g>`;
}

/** A palm tree seen through a window. */
function palm(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 0C10-80 5-160 20-240" stroke="#8C6B4A" stroke-width="14" fill="none" stroke-linecap="round"/>
    <g fill="#4E9A6B" transform="translate(20 -240)">
      <path d="M0 0C-40-30-90-25-130 10-80-5-40 0 0 0Z"/>
      <path d="M0 0C40-35 95-30 130 5 85-10 40-5 0 0Z"/>
      <path d="M0 0C-20-50-10-90 20-120 5-80 5-40 0 0Z" fill="#3F8A5D"/>
      <path d="M0 0C-50-5-90 20-110 60-70 25-35 10 0 0Z" fill="#3F8A5D"/>
      <path d="M0 0C50 0 90 25 105 65 70 30 35 12 0 0Z" fill="#3F8A5D"/>
    </g>
  </g>`;
}

const defs = `
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ED4EE"/><stop offset="1" stop-color="#E4F5FB"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3FA7B8"/><stop offset="1" stop-color="#7FCBD3"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <linearGradient id="floorWood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#D8B58A"/><stop offset="1" stop-color="#C49A6C"/></linearGradient>
  <linearGradient id="sunlight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF6D8" stop-opacity="0.7"/><stop offset="1" stop-color="#FFF6D8" stop-opacity="0"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFE9A8" stop-opacity="0.9"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></radialGradient>
`;

/** Wooden floor planks from `y` to the bottom. */
function woodFloor(y, color = 'url(#floorWood)') {
  let lines = '';
  for (let i = 1; i < 5; i++) {
    const ly = y + ((H - y) * i) / 5;
    lines += `<line x1="0" y1="${ly}" x2="${W}" y2="${ly}" stroke="#A97F55" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const ly = y + ((H - y) * i) / 5;
    const offset = (i % 2) * 150;
    for (let x = 100 + offset; x < W; x += 300) {
      lines += `<line x1="${x}" y1="${ly}" x2="${x}" y2="${ly + (H - y) / 5}" stroke="#A97F55" stroke-opacity="0.3" stroke-width="2"/>`;
    }
  }
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>${lines}`;
}

/** A window onto a Florida sky, with a palm and the sea. */
function windowView(x, y, w, h, { sea = true, palms = [[0.78, 1]] } = {}) {
  const id = `clip${x}${y}`;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
    <g clip-path="url(#${id})">
      <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
      <circle cx="${x + w * 0.22}" cy="${y + h * 0.25}" r="${Math.min(w, h) * 0.09}" fill="#FFF3C4"/>
      <ellipse cx="${x + w * 0.6}" cy="${y + h * 0.2}" rx="${w * 0.16}" ry="${h * 0.05}" fill="#fff" opacity="0.8"/>
      <ellipse cx="${x + w * 0.7}" cy="${y + h * 0.17}" rx="${w * 0.1}" ry="${h * 0.05}" fill="#fff" opacity="0.8"/>
      ${sea ? `<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="url(#sea)"/><rect x="${x}" y="${y + h * 0.84}" width="${w}" height="${h * 0.16}" fill="#EBDDBE"/>` : `<rect x="${x}" y="${y + h * 0.75}" width="${w}" height="${h * 0.25}" fill="#8CC084"/>`}
      ${palms.map(([px, ps]) => palm(x + w * px, y + h, (h / 330) * ps)).join('')}
      <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
    </g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#FFFFFF" stroke-width="14"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#FFFFFF" stroke-width="10"/>`;
}

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const scenes = {
  kitchen: svg(`
    <rect width="${W}" height="${H}" fill="#F7F2E8"/>
    ${windowView(430, 110, 340, 250, { sea: false, palms: [[0.8, 1.1]] })}
    <!-- pendant lights -->
    <g stroke="#2F4858" stroke-width="3"><line x1="300" y1="0" x2="300" y2="95"/><line x1="900" y1="0" x2="900" y2="95"/></g>
    <path d="M262 140a38 45 0 0 1 76 0Z" fill="#2F4858"/><path d="M862 140a38 45 0 0 1 76 0Z" fill="#2F4858"/>
    <ellipse cx="300" cy="150" rx="60" ry="20" fill="url(#glow)"/><ellipse cx="900" cy="150" rx="60" ry="20" fill="url(#glow)"/>
    <!-- upper cabinets -->
    <g fill="#A9C4A4" stroke="#8FAE8A" stroke-width="3">
      <rect x="60" y="170" width="150" height="200" rx="6"/><rect x="215" y="170" width="150" height="200" rx="6"/>
      <rect x="835" y="170" width="150" height="200" rx="6"/><rect x="990" y="170" width="150" height="200" rx="6"/>
    </g>
    <g fill="#E9D9B4"><rect x="190" y="330" width="8" height="30" rx="4"/><rect x="228" y="330" width="8" height="30" rx="4"/><rect x="964" y="330" width="8" height="30" rx="4"/><rect x="1003" y="330" width="8" height="30" rx="4"/></g>
    <!-- backsplash tiles -->
    <rect x="60" y="380" width="1080" height="130" fill="#FFFFFF"/>
    <g stroke="#E3E7EA" stroke-width="2">
      ${Array.from({ length: 5 }, (_, i) => `<line x1="60" y1="${380 + i * 26}" x2="1140" y2="${380 + i * 26}"/>`).join('')}
      ${Array.from({ length: 5 }, (_, r) => Array.from({ length: 19 }, (_, c) => `<line x1="${60 + c * 60 + (r % 2) * 30}" y1="${380 + r * 26}" x2="${60 + c * 60 + (r % 2) * 30}" y2="${406 + r * 26}"/>`).join('')).join('')}
    </g>
    <!-- counter and base cabinets -->
    <rect x="40" y="505" width="1120" height="26" rx="4" fill="#F4F5F6" stroke="#D8DDE1" stroke-width="2"/>
    <rect x="40" y="528" width="1120" height="6" fill="#C9D0D6"/>
    <g fill="#8FB08A" stroke="#7A9C76" stroke-width="3">
      ${Array.from({ length: 7 }, (_, i) => `<rect x="${60 + i * 155}" y="540" width="148" height="170" rx="6"/>`).join('')}
    </g>
    <g fill="#E9D9B4">${Array.from({ length: 7 }, (_, i) => `<rect x="${104 + i * 155}" y="560" width="60" height="8" rx="4"/>`).join('')}</g>
    <rect x="0" y="710" width="${W}" height="90" fill="#D9C3A3"/>
    <g stroke="#C6AD88" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<line x1="${i * 110}" y1="710" x2="${i * 110 - 40}" y2="800"/>`).join('')}</g>
    <!-- sink and faucet -->
    <rect x="520" y="505" width="160" height="10" rx="5" fill="#BFC8CF"/>
    <path d="M600 505V440q0-28 30-28h10q20 0 20 20v10" fill="none" stroke="#9AA7B1" stroke-width="10" stroke-linecap="round"/>
    <!-- bowl of lemons, board, bottles -->
    <path d="M250 505q0-45 60-45t60 45Z" fill="#FFFFFF" stroke="#DCE1E5" stroke-width="3"/>
    <circle cx="285" cy="470" r="18" fill="#F5C842"/><circle cx="318" cy="462" r="19" fill="#F2BD2B"/><circle cx="345" cy="475" r="16" fill="#F5C842"/>
    <rect x="770" y="420" width="120" height="85" rx="14" fill="#D9B68C"/><circle cx="875" cy="438" r="7" fill="#F7F2E8"/>
    <rect x="920" y="445" width="26" height="60" rx="6" fill="#0B6E99" opacity="0.85"/><rect x="926" y="432" width="14" height="16" rx="3" fill="#2F4858"/>
    ${plant(1080, 505, 0.55)}
    ${sparkles([
      [640, 470, 1.1],
      [560, 495, 0.6],
      [330, 440, 0.7],
      [720, 515, 0.8],
      [1000, 300, 0.6, 0.8],
      [150, 520, 0.7],
    ])}
  `),

  bathroom: svg(`
    <rect width="${W}" height="${H}" fill="#EAF1F3"/>
    <!-- large wall tiles -->
    <g stroke="#D6E2E6" stroke-width="3">${Array.from({ length: 8 }, (_, i) => `<line x1="0" y1="${i * 90}" x2="${W}" y2="${i * 90}"/>`).join('')}${Array.from({ length: 10 }, (_, i) => `<line x1="${i * 150}" y1="0" x2="${i * 150}" y2="620"/>`).join('')}</g>
    <!-- window with light -->
    ${windowView(110, 90, 220, 260, { sea: true, palms: [[0.7, 0.9]] })}
    <path d="M110 350L330 350 600 640 300 640Z" fill="url(#sunlight)"/>
    <!-- floor -->
    <rect x="0" y="620" width="${W}" height="180" fill="#F3F0EA"/>
    <g stroke="#DCD6CC" stroke-width="2">${Array.from({ length: 4 }, (_, i) => `<line x1="0" y1="${620 + i * 45}" x2="${W}" y2="${620 + i * 45}"/>`).join('')}${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 80}" y1="620" x2="${i * 80 + 30}" y2="800"/>`).join('')}</g>
    <!-- tub -->
    <path d="M120 520H640Q640 660 540 680H220Q120 660 120 520Z" fill="#FFFFFF" stroke="#D5DEE2" stroke-width="4"/>
    <rect x="110" y="505" width="540" height="24" rx="12" fill="#FFFFFF" stroke="#D5DEE2" stroke-width="4"/>
    <path d="M200 680l-12 30M560 680l12 30" stroke="#C2A36B" stroke-width="10" stroke-linecap="round"/>
    <path d="M585 505V455q0-22 22-22h18" fill="none" stroke="#C2A36B" stroke-width="9" stroke-linecap="round"/>
    <!-- mirror and vanity -->
    <ellipse cx="930" cy="250" rx="115" ry="140" fill="#DDEFF5" stroke="#C2A36B" stroke-width="10"/>
    <path d="M860 170q40-40 90-30" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.8"/>
    <path d="M880 215q25-25 55-20" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.6"/>
    <rect x="770" y="450" width="320" height="22" rx="4" fill="#F4F5F6" stroke="#D5DEE2" stroke-width="2"/>
    <rect x="785" y="472" width="290" height="150" rx="6" fill="#B9CBB3" stroke="#A2B89B" stroke-width="3"/>
    <line x1="930" y1="478" x2="930" y2="616" stroke="#A2B89B" stroke-width="3"/>
    <rect x="905" y="530" width="8" height="34" rx="4" fill="#C2A36B"/><rect x="947" y="530" width="8" height="34" rx="4" fill="#C2A36B"/>
    <ellipse cx="930" cy="440" rx="70" ry="18" fill="#FFFFFF" stroke="#D5DEE2" stroke-width="3"/>
    <path d="M930 422V392h22" fill="none" stroke="#C2A36B" stroke-width="7" stroke-linecap="round"/>
    <!-- towels on a shelf -->
    <rect x="690" y="320" width="80" height="8" rx="4" fill="#C2A36B"/>
    <path d="M698 326h64v92q0 8-8 8h-48q-8 0-8-8Z" fill="#F2D5B8"/><rect x="698" y="392" width="64" height="8" fill="#E8C29E"/>
    <rect x="410" y="300" width="180" height="10" rx="3" fill="#C2A36B"/>
    <rect x="420" y="262" width="76" height="38" rx="8" fill="#FFFFFF" stroke="#E1E6E9" stroke-width="2"/>
    <rect x="426" y="226" width="64" height="36" rx="8" fill="#A9D3DB"/>
    <rect x="505" y="262" width="76" height="38" rx="8" fill="#F2D5B8"/>
    ${plant(1130, 620, 0.6, '#FFFFFF')}
    <!-- bath mat -->
    <rect x="250" y="705" width="260" height="50" rx="24" fill="#A9D3DB" opacity="0.9"/>
    ${sparkles([
      [600, 470, 1.1],
      [250, 560, 0.7],
      [960, 200, 1],
      [1040, 300, 0.6],
      [930, 380, 0.6],
      [460, 250, 0.5, 0.8],
    ])}
  `),

  livingRoom: svg(`
    <rect width="${W}" height="${H}" fill="#F8F3EA"/>
    ${windowView(620, 80, 480, 400, {
      sea: true,
      palms: [
        [0.15, 1.05],
        [0.85, 0.9],
      ],
    })}
    <path d="M620 480h480l80 150H520Z" fill="url(#sunlight)" opacity="0.8"/>
    <!-- framed art -->
    <rect x="120" y="120" width="170" height="130" fill="#FFFFFF" stroke="#C9A77C" stroke-width="8"/>
    <path d="M135 230q40-60 70-30t70-40v75H135Z" fill="#7FC1CB"/><circle cx="250" cy="160" r="16" fill="#F5C842"/>
    <rect x="320" y="150" width="110" height="100" fill="#FFFFFF" stroke="#C9A77C" stroke-width="8"/>
    <path d="M335 235q30-50 80-40v40Z" fill="#A9C4A4"/>
    ${woodFloor(560)}
    <!-- rug -->
    <ellipse cx="520" cy="690" rx="400" ry="70" fill="#E7DCCB"/>
    <ellipse cx="520" cy="690" rx="360" ry="55" fill="none" stroke="#CDBBA0" stroke-width="4" stroke-dasharray="14 10"/>
    <!-- sofa -->
    <rect x="90" y="390" width="520" height="150" rx="40" fill="#3F7F93"/>
    <rect x="60" y="450" width="90" height="150" rx="36" fill="#366F81"/>
    <rect x="550" y="450" width="90" height="150" rx="36" fill="#366F81"/>
    <rect x="120" y="480" width="460" height="110" rx="24" fill="#4A8FA4"/>
    <line x1="350" y1="485" x2="350" y2="585" stroke="#3F7F93" stroke-width="4"/>
    <path d="M100 600v30M600 600v30" stroke="#8C6B4A" stroke-width="10" stroke-linecap="round"/>
    <rect x="150" y="420" width="110" height="80" rx="20" fill="#F2D5B8" transform="rotate(-8 205 460)"/>
    <rect x="440" y="420" width="110" height="80" rx="20" fill="#F5C842" transform="rotate(7 495 460)"/>
    <!-- coffee table -->
    <ellipse cx="560" cy="650" rx="150" ry="26" fill="#FFFFFF" stroke="#D8D2C6" stroke-width="3"/>
    <path d="M470 660l-10 55M650 660l10 55" stroke="#2F4858" stroke-width="6" stroke-linecap="round"/>
    <rect x="520" y="600" width="40" height="45" rx="10" fill="#A9D3DB"/>
    <path d="M540 600c-10-30 5-55 20-60M540 600c5-25 25-40 40-38" stroke="#5E8C61" stroke-width="4" fill="none"/>
    <circle cx="562" cy="540" r="10" fill="#F2A7A0"/><circle cx="580" cy="562" r="9" fill="#F5C842"/>
    <rect x="590" y="630" width="70" height="12" rx="3" fill="#0B6E99"/>
    <!-- floor lamp -->
    <line x1="1120" y1="300" x2="1120" y2="700" stroke="#2F4858" stroke-width="6"/>
    <path d="M1075 300h90l-20-70h-50Z" fill="#F6E7C9"/>
    <ellipse cx="1120" cy="700" rx="40" ry="9" fill="#2F4858"/>
    ${plant(800, 640, 0.9, '#C9A77C')}
    ${sparkles([
      [560, 628, 0.9],
      [760, 250, 1.1],
      [1000, 330, 0.8],
      [420, 690, 0.7],
      [300, 420, 0.6, 0.8],
      [880, 520, 0.7],
    ])}
  `),

  bedroom: svg(`
    <rect width="${W}" height="${H}" fill="#F1EEF3"/>
    <!-- window with sheer curtains -->
    ${windowView(860, 110, 250, 300, { sea: true, palms: [[0.6, 0.9]] })}
    <path d="M845 95q40 170 10 340h-30q-10-170 0-340Z" fill="#FFFFFF" opacity="0.85"/>
    <path d="M1125 95q-40 170-10 340h30q10-170 0-340Z" fill="#FFFFFF" opacity="0.85"/>
    <rect x="830" y="88" width="310" height="10" rx="5" fill="#C9A77C"/>
    <!-- art above bed -->
    <rect x="330" y="110" width="300" height="150" fill="#FFFFFF" stroke="#C9A77C" stroke-width="8"/>
    <path d="M345 245q60-80 120-40t150-30v70H345Z" fill="#A9C4A4"/><path d="M345 245q80-40 150-10t120 0v10H345Z" fill="#7FC1CB"/>
    ${woodFloor(600)}
    <!-- headboard and bed -->
    <rect x="250" y="290" width="460" height="230" rx="30" fill="#9DB4C0"/>
    <g stroke="#8AA3B0" stroke-width="3">${Array.from({ length: 5 }, (_, i) => `<line x1="${330 + i * 75}" y1="305" x2="${330 + i * 75}" y2="510"/>`).join('')}</g>
    <rect x="220" y="470" width="520" height="170" rx="22" fill="#FFFFFF" stroke="#DDE3E8" stroke-width="3"/>
    <path d="M220 540h520v70q0 30-30 30H250q-30 0-30-30Z" fill="#E4ECF1"/>
    <rect x="220" y="530" width="520" height="24" fill="#C9D8E2"/>
    <rect x="275" y="420" width="180" height="80" rx="26" fill="#FFFFFF" stroke="#DDE3E8" stroke-width="3"/>
    <rect x="505" y="420" width="180" height="80" rx="26" fill="#FFFFFF" stroke="#DDE3E8" stroke-width="3"/>
    <rect x="420" y="448" width="120" height="60" rx="18" fill="#F5C842"/>
    <!-- folded towels on bed -->
    <rect x="560" y="575" width="110" height="22" rx="6" fill="#FFFFFF" stroke="#DDE3E8" stroke-width="2"/>
    <rect x="566" y="556" width="98" height="20" rx="6" fill="#A9D3DB"/>
    <!-- nightstands and lamps -->
    <rect x="110" y="500" width="120" height="110" rx="8" fill="#D9B68C"/><rect x="730" y="500" width="120" height="110" rx="8" fill="#D9B68C"/>
    <rect x="140" y="540" width="60" height="8" rx="4" fill="#F7F2E8"/><rect x="760" y="540" width="60" height="8" rx="4" fill="#F7F2E8"/>
    <path d="M150 430h60l-10-60h-40Z" fill="#F6E7C9"/><line x1="170" y1="430" x2="170" y2="500" stroke="#2F4858" stroke-width="6"/>
    <path d="M770 430h60l-10-60h-40Z" fill="#F6E7C9"/><line x1="800" y1="430" x2="800" y2="500" stroke="#2F4858" stroke-width="6"/>
    <ellipse cx="180" cy="400" rx="70" ry="50" fill="url(#glow)"/><ellipse cx="800" cy="400" rx="70" ry="50" fill="url(#glow)"/>
    <!-- rug and bench -->
    <rect x="180" y="665" width="600" height="90" rx="14" fill="#D7CEE0"/>
    <rect x="330" y="650" width="300" height="40" rx="12" fill="#9DB4C0"/>
    ${plant(1000, 640, 0.85, '#FFFFFF')}
    ${sparkles([
      [480, 470, 0.9],
      [640, 560, 0.7],
      [980, 200, 1],
      [330, 520, 0.6],
      [800, 470, 0.6, 0.8],
      [1080, 600, 0.6],
    ])}
  `),

  windows: svg(`
    <rect width="${W}" height="${H}" fill="#F5F1EA"/>
    <!-- three tall panes onto the lanai, pool and palms -->
    <clipPath id="lanai"><rect x="90" y="70" width="1020" height="560"/></clipPath>
    <g clip-path="url(#lanai)">
      <rect x="90" y="70" width="1020" height="560" fill="url(#sky)"/>
      <circle cx="260" cy="170" r="50" fill="#FFF3C4"/>
      <ellipse cx="700" cy="150" rx="160" ry="34" fill="#fff" opacity="0.85"/><ellipse cx="800" cy="130" rx="100" ry="30" fill="#fff" opacity="0.85"/>
      <rect x="90" y="390" width="1020" height="90" fill="url(#sea)"/>
      <rect x="90" y="470" width="1020" height="160" fill="#EFE4CF"/>
      <path d="M260 520h560q40 0 40 30v20q0 30-40 30H260q-40 0-40-30v-20q0-30 40-30Z" fill="#5BC0D3"/>
      <path d="M300 545q40-10 80 0t80 0M560 560q40-10 80 0t80 0" stroke="#fff" stroke-width="5" fill="none" opacity="0.7"/>
      ${palm(170, 520, 1.25)}${palm(980, 520, 1.1)}${palm(1060, 500, 0.8)}
      <rect x="900" y="505" width="110" height="20" rx="8" fill="#FFFFFF"/><rect x="900" y="485" width="30" height="30" rx="6" fill="#FFFFFF"/>
      <!-- reflections on spotless glass -->
      <path d="M90 70h260L90 330Z" fill="#fff" opacity="0.25"/>
      <path d="M440 70h90L300 630h-90Z" fill="#fff" opacity="0.22"/>
      <path d="M780 70h50L620 630h-50Z" fill="#fff" opacity="0.2"/>
      <path d="M1000 70h110v90L930 630h-60Z" fill="#fff" opacity="0.14"/>
    </g>
    <g fill="none" stroke="#FFFFFF" stroke-width="18">
      <rect x="90" y="70" width="1020" height="560"/>
      <line x1="430" y1="70" x2="430" y2="630"/><line x1="770" y1="70" x2="770" y2="630"/>
    </g>
    <g fill="none" stroke="#E1DBD0" stroke-width="3"><rect x="78" y="58" width="1044" height="584"/></g>
    <!-- sill, floor, and the cleaner's tools -->
    <rect x="60" y="630" width="1080" height="26" rx="4" fill="#FFFFFF" stroke="#E1DBD0" stroke-width="2"/>
    <rect x="0" y="656" width="${W}" height="144" fill="#E9E0D2"/>
    <g stroke="#D9CDBA" stroke-width="2">${Array.from({ length: 10 }, (_, i) => `<line x1="${i * 140}" y1="656" x2="${i * 140 - 60}" y2="800"/>`).join('')}<line x1="0" y1="728" x2="${W}" y2="728"/></g>
    <!-- squeegee -->
    <g transform="translate(820 610) rotate(-18)">
      <rect x="-6" y="-120" width="14" height="120" rx="6" fill="#2F4858"/>
      <rect x="-70" y="-6" width="150" height="18" rx="6" fill="#0B6E99"/>
      <rect x="-70" y="10" width="150" height="8" rx="3" fill="#2F4858"/>
    </g>
    <!-- spray bottle -->
    <g transform="translate(980 560)">
      <path d="M0 20h56l8 90H-8Z" fill="#A9D3DB"/><rect x="6" y="0" width="40" height="24" rx="6" fill="#FFFFFF"/>
      <path d="M10 0h40l14-14H20Z" fill="#2F4858"/><rect x="4" y="55" width="44" height="30" rx="4" fill="#FFFFFF" opacity="0.8"/>
    </g>
    <!-- microfibre cloth -->
    <path d="M330 626q30-26 90-16t70 16Z" fill="#F5C842"/>
    ${sparkles([
      [300, 200, 1.3],
      [610, 300, 1],
      [930, 220, 1.2],
      [520, 470, 0.7],
      [1040, 380, 0.7],
      [200, 420, 0.6],
      [700, 520, 0.6, 0.8],
    ])}
  `),

  office: svg(`
    <rect width="${W}" height="${H}" fill="#EEF2F4"/>
    ${windowView(60, 70, 520, 300, {
      sea: false,
      palms: [
        [0.2, 0.9],
        [0.75, 1.1],
      ],
    })}
    ${windowView(620, 70, 520, 300, { sea: false, palms: [[0.5, 1]] })}
    <!-- polished floor with reflections -->
    <rect x="0" y="540" width="${W}" height="260" fill="#D5DCE1"/>
    <g stroke="#C3CCD3" stroke-width="2">${Array.from({ length: 6 }, (_, i) => `<line x1="0" y1="${540 + i * 52}" x2="${W}" y2="${540 + i * 52}"/>`).join('')}${Array.from({ length: 11 }, (_, i) => `<line x1="${i * 120}" y1="540" x2="${i * 120 + (i - 5) * 40}" y2="800"/>`).join('')}</g>
    <path d="M60 540h520l60 260H0Z" fill="#fff" opacity="0.18"/><path d="M620 540h520l60 260H580Z" fill="#fff" opacity="0.18"/>
    <!-- wall shelf with binders and a plant -->
    <rect x="0" y="370" width="${W}" height="10" fill="#DCE3E8"/>
    <!-- desks -->
    <g>
      <rect x="90" y="500" width="440" height="18" rx="4" fill="#D9B68C"/>
      <path d="M110 518v130M510 518v130" stroke="#2F4858" stroke-width="8" stroke-linecap="round"/>
      <rect x="220" y="400" width="170" height="100" rx="8" fill="#2F4858"/><rect x="230" y="410" width="150" height="78" rx="4" fill="#7FC1CB"/>
      <path d="M240 470l40-30 30 20 50-35" stroke="#FFFFFF" stroke-width="5" fill="none" stroke-linecap="round"/>
      <rect x="295" y="500" width="20" height="0" fill="#2F4858"/>
      <rect x="250" y="488" width="110" height="12" rx="4" fill="#2F4858"/>
      <rect x="420" y="470" width="50" height="30" rx="4" fill="#FFFFFF"/><rect x="430" y="440" width="12" height="30" rx="4" fill="#0B6E99"/>
    </g>
    <g>
      <rect x="670" y="500" width="440" height="18" rx="4" fill="#D9B68C"/>
      <path d="M690 518v130M1090 518v130" stroke="#2F4858" stroke-width="8" stroke-linecap="round"/>
      <rect x="800" y="400" width="170" height="100" rx="8" fill="#2F4858"/><rect x="810" y="410" width="150" height="78" rx="4" fill="#A9C4A4"/>
      <g fill="#FFFFFF"><rect x="825" y="425" width="60" height="8" rx="4"/><rect x="825" y="442" width="110" height="8" rx="4"/><rect x="825" y="459" width="90" height="8" rx="4"/></g>
      <rect x="830" y="488" width="110" height="12" rx="4" fill="#2F4858"/>
      <rect x="700" y="480" width="70" height="20" rx="3" fill="#F5C842"/>
    </g>
    <!-- chairs -->
    <g fill="#0B6E99">
      <rect x="260" y="540" width="100" height="90" rx="18"/><rect x="270" y="620" width="80" height="20" rx="8"/>
      <rect x="840" y="540" width="100" height="90" rx="18"/><rect x="850" y="620" width="80" height="20" rx="8"/>
    </g>
    <path d="M310 640v60M280 705h60M890 640v60M860 705h60" stroke="#2F4858" stroke-width="8" stroke-linecap="round"/>
    ${plant(600, 650, 1)}
    ${plant(1150, 690, 0.7, '#FFFFFF')}
    ${sparkles([
      [460, 560, 0.9],
      [160, 200, 1],
      [1000, 180, 1.1],
      [700, 620, 0.7],
      [380, 720, 0.8],
      [1050, 470, 0.6, 0.8],
    ])}
  `),
};

const outDir = fileURLToPath(new URL('./', import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  for (const [name, markup] of Object.entries(scenes)) {
    const dataUrl = await page.evaluate(
      async ({ markup, width, height }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.86);
      },
      { markup, width: W, height: H },
    );
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const file = `${outDir}${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.webp`;
    writeFileSync(file, bytes);
    console.log(`${file}: ${Math.round(bytes.length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
