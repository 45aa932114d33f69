// The reference theme editor: frames the storefront with ?preview=true and drives it with the
// live-preview protocol (docs/preview-protocol.md; 001 §2). Plain browser JavaScript, no build.
// The storefront trusts only the platform admin's origin: open this page on
// http://127.0.0.1:<port>/editor/ (`npm start` serves it there); from any other origin the
// storefront ignores every message, which is the point of the origin rule.

const CHANNEL = 'vitrine.preview';
const VERSION = 1;

/** The shop's origin: `?shop=<origin>`, else the demo shop on this port (http://localhost:<port>). */
function shopOrigin() {
  const given = new URLSearchParams(location.search).get('shop');
  try {
    if (given) return new URL(given).origin;
  } catch {
    // Not a URL: the default below.
  }
  return `${location.protocol}//localhost${location.port ? `:${location.port}` : ''}`;
}

const shop = shopOrigin();
const frame = document.getElementById('preview');
const stage = document.getElementById('stage');
const status = document.getElementById('status');
const log = document.getElementById('log');
let sequence = 0;
let sectionCount = 0;

// What the merchant has set here, kept so it can be sent again: a message posted before the
// storefront in the frame listens is lost, and a reloaded frame starts from nothing.
const state = {
  device: 'mobile',
  /** The colour settings changed, by setting name. */
  settings: {},
  /** The sections sent, by editor page, then by section id (in the order they were added). */
  pages: {},
  /** The custom CSS applied, if any. */
  css: null,
};
/** The storefront has answered at least once. */
let connected = false;
/** The frame (re)loaded and its storefront has not been sent the state yet. */
let freshFrame = true;
/** The editor page the storefront last said it shows. */
let shownPage = '';

/** Posts one protocol message to the storefront's frame (never to `*`). */
function post(type, payload) {
  sequence += 1;
  const message = { channel: CHANNEL, version: VERSION, id: `m${sequence}`, type, payload };
  frame.contentWindow?.postMessage(message, shop);
  return message.id;
}

function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
}

// The device is the one chosen here: every change is sent, and a (re)loaded storefront is sent it
// with the rest of the state (device.set has no answer to wait for).
function showStatus() {
  if (!connected) return;
  status.textContent = `Connected: ${shownPage} on ${state.device}`;
  status.dataset.connected = 'true';
}

/** Sends everything set here (device, colours, sections, CSS) to the storefront. */
function sendState() {
  post('device.set', { device: state.device });
  if (Object.keys(state.settings).length > 0) post('settings.update', { settings: { ...state.settings } });
  const pages = Object.keys(state.pages);
  if (pages.length > 0) {
    const orders = Object.fromEntries(pages.map((page) => [page, Object.keys(state.pages[page])]));
    post('pages.update', { pages: state.pages, orders });
  }
  if (state.css !== null) post('styles.update', { css: state.css });
}

// Answers from the storefront: only from the frame, on the shop's origin, of this protocol
// version ("a message of another version is ignored", docs/preview-protocol.md). The first answer
// of a (re)loaded frame's storefront shows it listens: it is sent the state (a page chosen before
// the first answer is opened too).
window.addEventListener('message', (event) => {
  if (event.origin !== shop || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (!data || data.channel !== CHANNEL || data.version !== VERSION || data.type !== 'reloaded') return;
  const firstAnswer = !connected;
  connected = true;
  shownPage = data.payload?.page ?? '';
  note(`reloaded ${shownPage}${data.inReplyTo ? ` (answer to ${data.inReplyTo})` : ''}`);
  if (freshFrame) {
    freshFrame = false;
    sendState();
    const chosen = document.getElementById('page').value;
    if (firstAnswer && chosen !== shownPage) post('page.open', { page: chosen });
  }
  showStatus();
});

// A (re)loaded frame: its storefront starts from nothing. It answers once it listens, which may
// be before this event (its preview code loads lazily): then it is sent the state now, else at
// that answer. The storefront ignores what it already has (no theme events, the same redraw).
frame.addEventListener('load', () => {
  if (connected) sendState();
  freshFrame = true;
});

// Page.
document.getElementById('page').addEventListener('change', (event) => {
  post('page.open', { page: event.target.value });
});

// Device: the frame is phone-wide in mobile mode, and the storefront is told.
function setDevice(device) {
  state.device = device;
  stage.dataset.device = device;
  document.getElementById('device-mobile').setAttribute('aria-pressed', String(device === 'mobile'));
  document.getElementById('device-desktop').setAttribute('aria-pressed', String(device === 'desktop'));
  post('device.set', { device });
  showStatus();
}
document.getElementById('device-mobile').addEventListener('click', () => setDevice('mobile'));
document.getElementById('device-desktop').addEventListener('click', () => setDevice('desktop'));

// Colours: every change is sent; the storefront redraws 800 ms after the last one.
for (const id of ['accent', 'primary']) {
  const input = document.getElementById(id);
  input.addEventListener('input', () => {
    state.settings[input.name] = input.value;
    post('settings.update', { settings: { [input.name]: input.value } });
  });
}

// Sections: select a built-in one, or add a text section (with two blocks) to the home page.
/** Sends one section of a page (section.update replaces it, or adds it at the end) and keeps it. */
function sendSection(page, sectionId, section) {
  state.pages[page] = { ...state.pages[page], [sectionId]: section };
  post('section.update', { page, sectionId, section });
}
function selectSection(sectionId) {
  post('element.select', { sectionId });
}
function addSectionRow(sectionId, label) {
  const item = document.createElement('li');
  item.textContent = `${label} `;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Select';
  button.dataset.select = sectionId;
  item.append(button);
  document.getElementById('sections').append(item);
}
document.getElementById('sections').addEventListener('click', (event) => {
  const button = event.target.closest('button[data-select]');
  if (button) selectSection(button.dataset.select);
});
document.getElementById('add-section').addEventListener('click', () => {
  sectionCount += 1;
  const sectionId = `text-${sectionCount}`;
  const heading = document.getElementById('section-heading').value;
  sendSection('homepage', sectionId, {
    type: sectionCount === 1 ? 'announcement' : 'rich-text',
    settings: { heading, text: document.getElementById('section-text').value },
    blocks: {
      first: { type: 'text', settings: { title: 'Fast delivery', text: 'Two business days.' } },
      second: { type: 'text', settings: { title: 'Easy returns', text: 'Within 30 days.' } },
    },
    block_order: ['first', 'second'],
  });
  addSectionRow(sectionId, heading || sectionId);
});
document.getElementById('deselect').addEventListener('click', () => post('element.deselect', {}));

// The built-in home sections' settings (docs/decisions/0434): every change re-sends the section
// with all its settings (section.update replaces a section); the storefront re-renders it in place
// and fetches what the settings name.
const HOME_SECTION_TYPES = {
  'featured-product': 'featured_product',
  'featured-collection': 'featured_collection',
  'collection-list': 'collection_list',
};
function homeSection(sectionId) {
  const settings = {};
  let disabled = false;
  for (const input of document.querySelectorAll(`#home-settings [data-section="${sectionId}"]`)) {
    if (input.type === 'checkbox') {
      disabled = !input.checked;
      continue;
    }
    const value = input.value.trim();
    if (value === '') continue;
    settings[input.dataset.setting] = input.type === 'number' ? Number(value) : value;
  }
  return { type: HOME_SECTION_TYPES[sectionId], settings, ...(disabled ? { disabled: true } : {}) };
}
document.getElementById('home-settings').addEventListener('change', (event) => {
  const sectionId = event.target.dataset?.section;
  if (!sectionId || !(sectionId in HOME_SECTION_TYPES)) return;
  sendSection('homepage', sectionId, homeSection(sectionId));
});

// Custom CSS.
document.getElementById('apply-css').addEventListener('click', () => {
  state.css = document.getElementById('css').value;
  post('styles.update', { css: state.css });
});

document.getElementById('controls').addEventListener('submit', (event) => event.preventDefault());
frame.src = `${shop}/?preview=true`;
