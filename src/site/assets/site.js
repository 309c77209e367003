// The site's one script, and only progressive: every page works without it (the lookup and
// the parity are plain GET forms; a calculator is a GET form too, the quote a POST). With it, rows
// tables and the quote's product cards gain add, remove and paste from a spreadsheet; an answer can be copied as JSON; a rows table can
// be sorted by a column; the marks page has a print button; the refund search follows the typing.
'use strict';

/** Cells of tab-separated text as a spreadsheet copies them: quoted cells may hold tabs, newlines and "". */
function readTabSeparated(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === '\t') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) row.push(cell), rows.push(row);
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/** A cell as a spreadsheet writes it: quoted when it holds a tab, a newline or a quote. */
function tabSeparatedCell(cell) {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The rows of a rows input: a table's body rows, or a list's items (the quote's product cards). */
function rowList(fieldset) {
  return fieldset.querySelector('tbody, .row-list');
}

/** A row's fields a person fills: hidden ones (a value an old link kept) are not. */
const FIELDS = 'input:not([type="hidden"]), select, textarea';

/**
 * Gives each row its index again: the row's number in every name (`lines.3.product.name`, deeper
 * names too), the ids made from them and the labels pointing at them, the numbers shown.
 */
function renumber(fieldset) {
  const name = fieldset.dataset.rows;
  const rows = [...rowList(fieldset).children];
  const own = new RegExp(`^${name}\\.[0-9]+\\.`);
  rows.forEach((row, index) => {
    const number = row.querySelector('th, .row-number');
    const words = number.dataset.rowWords;
    number.textContent = words ? words.replace('{row}', String(index + 1)) : String(index + 1);
    for (const control of row.querySelectorAll('input, select, textarea')) {
      const was = control.id;
      control.name = control.name.replace(own, `${name}.${index}.`);
      if (control.type === 'hidden') continue;
      control.id = `in-${control.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
      const label = was ? row.querySelector(`label[for="${was}"]`) : null;
      if (label) label.htmlFor = control.id;
      const named = control.getAttribute('aria-label');
      if (named) control.setAttribute('aria-label', named.replace(/[0-9]+$/, String(index + 1)));
    }
    const remove = row.querySelector('.remove-row');
    remove.textContent = remove.textContent.replace(/[0-9]+/, String(index + 1));
  });
  const max = Number(fieldset.dataset.max || Infinity);
  fieldset.querySelector('.add-row').disabled = rows.length >= max;
}

function blankRow(fieldset) {
  const list = rowList(fieldset);
  const row = list.lastElementChild.cloneNode(true);
  for (const control of row.querySelectorAll(FIELDS)) {
    control.value = '';
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
  for (const kept of row.querySelectorAll('input[type="hidden"]')) kept.remove();
  for (const issue of row.querySelectorAll('.issue')) issue.remove();
  for (const refused of row.querySelectorAll('.refused')) refused.classList.remove('refused');
  for (const folded of row.querySelectorAll('details')) folded.open = false;
  list.append(row);
  return row;
}

function isBlank(row) {
  return [...row.querySelectorAll(FIELDS)].every((control) => control.value.trim() === '');
}

/** The fields a pasted row's cells fill, in order: those the form numbers as columns, else every field. */
function pastedInto(row) {
  const columns = [...row.querySelectorAll('[data-column]')];
  if (columns.length === 0) return [...row.querySelectorAll('input, select')];
  columns.sort((a, b) => Number(a.dataset.column) - Number(b.dataset.column));
  return columns.map((column) => column.querySelector('input, select'));
}

function setUpRows(fieldset) {
  for (const hidden of fieldset.querySelectorAll('[hidden]')) hidden.hidden = false;
  const tbody = rowList(fieldset);
  fieldset.querySelector('.add-row').addEventListener('click', () => {
    blankRow(fieldset);
    renumber(fieldset);
    tbody.lastElementChild.querySelector(FIELDS).focus();
  });
  tbody.addEventListener('click', (event) => {
    const button = event.target.closest('.remove-row');
    if (!button) return;
    const tr = button.closest('tr, [data-row]');
    if (tbody.children.length === 1) blankRow(fieldset);
    tr.remove();
    renumber(fieldset);
  });
  fieldset.querySelector('.paste-rows').addEventListener('click', () => {
    const paste = fieldset.querySelector('.paste');
    const area = paste.querySelector('textarea');
    const pasted = readTabSeparated(area.value);
    if (pasted.length === 0) return;
    for (const tr of [...tbody.children]) if (isBlank(tr) && tbody.children.length > 1) tr.remove();
    // No more rows than the tool takes (the server refuses more): the rest stay in the text area.
    const max = Number(fieldset.dataset.max || Infinity);
    const filled = [...tbody.children].filter((tr) => !isBlank(tr)).length;
    const fits = pasted.slice(0, Math.max(0, max - filled));
    for (const cells of fits) {
      const tr = isBlank(tbody.lastElementChild) ? tbody.lastElementChild : blankRow(fieldset);
      const controls = pastedInto(tr);
      cells.forEach((value, i) => {
        if (controls[i]) controls[i].value = value.trim();
      });
    }
    if (tbody.children.length < max && !isBlank(tbody.lastElementChild)) blankRow(fieldset);
    renumber(fieldset);
    const rest = pasted.slice(fits.length);
    area.value = rest.map((cells) => cells.map(tabSeparatedCell).join('\t')).join('\n');
    paste.querySelector('.paste-rest').textContent = rest.length > 0 ? paste.dataset.rest : '';
  });
  renumber(fieldset);
}

function setUpCopy(button) {
  button.hidden = false;
  button.addEventListener('click', async () => {
    const text = document.getElementById('answer-json').textContent;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const area = Object.assign(document.createElement('textarea'), { value: text });
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    button.textContent = button.dataset.copied;
  });
}

const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

function setUpSort(table) {
  const headers = [...table.tHead.rows[0].cells];
  headers.forEach((th, column) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = th.textContent;
    th.textContent = '';
    th.append(button);
    button.addEventListener('click', () => {
      const ascending = th.getAttribute('aria-sort') !== 'ascending';
      for (const other of headers) other.removeAttribute('aria-sort');
      th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      const rows = [...table.tBodies[0].rows];
      const value = (tr) => tr.cells[column].textContent.trim();
      const numeric = rows.every((tr) => value(tr) === '' || NUMBER.test(value(tr)));
      rows.sort((a, b) => {
        const order = numeric
          ? Number(value(a) || 0) - Number(value(b) || 0)
          : value(a).localeCompare(value(b), document.documentElement.lang);
        return ascending ? order : -order;
      });
      table.tBodies[0].append(...rows);
    });
  });
}

/** How long typing must pause before the search is asked again. */
const SEARCH_PAUSE_MS = 250;

/**
 * A search form whose hits follow the typing: the page itself is asked for (the same GET the form
 * sends) and its hits region taken over, so that the hits are rendered in one place, the server.
 */
function setUpLiveSearch(form) {
  const input = form.querySelector('input[name="q"]');
  let timer = null;
  let asked = 0;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const query = new URLSearchParams(new FormData(form));
      if (input.value.trim() === '') query.delete('q');
      const url = `${form.getAttribute('action')}?${query}`;
      const ask = ++asked;
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const found = page.getElementById('search-results');
      const shown = document.getElementById('search-results');
      // A slower answer to an earlier query does not replace a later one.
      if (ask !== asked || !found || !shown) return;
      shown.replaceWith(found);
      history.replaceState(null, '', url);
    }, SEARCH_PAUSE_MS);
  });
}

// Printed marks (src/site/pages/marks.ts): each part's type as large as fills its half sheet or
// label: its lines at 1.25 × the type within the height, its widest line, measured in the font it
// prints in, within the line width. Sizes in mm, so the screen shows what the paper gets; without
// JavaScript the type is the API's for the layout.
function fitMarks(marks) {
  const height = Number(marks.dataset.height);
  const width = Number(marks.dataset.width);
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure || !height || !width) return;
  for (const part of marks.querySelectorAll('.mark-part')) {
    const lines = [...part.querySelectorAll('p:not(.mark-caption)')];
    if (lines.length === 0) continue;
    const style = getComputedStyle(lines[0]);
    measure.font = `${style.fontWeight} 100px ${style.fontFamily}`;
    const widest = Math.max(...lines.map((line) => measure.measureText(line.textContent ?? '').width / 100));
    const size = Math.min(height / (lines.length * 1.25), widest > 0 ? (width * 0.98) / widest : Infinity);
    part.style.fontSize = `${Math.floor(size * 10) / 10}mm`;
  }
}

// The API reference's renderer (Scalar, vendored, English only) as it renders: its code blocks'
// copy buttons, an icon alone, named; a button whose name leaves out the words it shows ("Show
// More", named "Show all datasets endpoints") named by those words first, as speech input calls it.
function mendReference(reference) {
  const mend = () => {
    for (const button of reference.querySelectorAll('button.scalar-code-copy:not([aria-label])'))
      button.setAttribute('aria-label', 'Copy');
    for (const button of reference.querySelectorAll('button[aria-label]')) {
      const shown = button.textContent.trim();
      const name = button.getAttribute('aria-label');
      if (shown && !name.toLowerCase().includes(shown.toLowerCase()))
        button.setAttribute('aria-label', `${shown}: ${name}`);
    }
  };
  mend();
  new MutationObserver(mend).observe(reference, { childList: true, subtree: true });
}

document.addEventListener('DOMContentLoaded', () => {
  for (const reference of document.querySelectorAll('.reference')) mendReference(reference);
  for (const marks of document.querySelectorAll('.marks[data-height]')) fitMarks(marks);
  for (const form of document.querySelectorAll('form[data-live-search]')) setUpLiveSearch(form);
  for (const fieldset of document.querySelectorAll('fieldset.rows')) setUpRows(fieldset);
  for (const button of document.querySelectorAll('.copy-json')) setUpCopy(button);
  for (const table of document.querySelectorAll('table.sortable')) setUpSort(table);
  // The buyer's link whole, with this site's address, selected at a click to be copied.
  for (const link of document.querySelectorAll('input.share-url')) {
    link.value = new URL(link.value, window.location.href).href;
    link.addEventListener('focus', () => link.select());
  }
  for (const button of document.querySelectorAll('button.print')) {
    button.hidden = false;
    button.addEventListener('click', () => window.print());
  }
});
