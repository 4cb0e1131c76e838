// The matches of `bidlab serve --match-log` (src/serve/match_explorer.h):
// each match's result with its 95% interval and its boards; a board opened
// shows the deal and both tables side by side, each auction in four columns,
// with contract, tricks, score, par and the IMPs. The board shown is in the
// address (#match=0&board=7), so a board can be linked; "previous" and
// "next" walk the match. Draws with deal_view.js.
(function () {
  'use strict';
  const { el, contractNode, diagram, ddTable, biddingTable, parNode } = BidlabDeal;
  const $ = (id) => document.getElementById(id);

  async function api(path, params) {
    const query = new URLSearchParams(params || {});
    const response = await fetch(path + (query.toString() ? '?' + query : ''));
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || 'HTTP ' + response.status);
    return body;
  }

  const signed = (n) => (n > 0 ? '+' : '') + n;
  // A long match lists its boards a page at a time (/api/match_rows): ten
  // thousand rows at once take many seconds to send and to draw.
  const showPage = {};  // match id -> async function(page) drawing that page of its boards
  const pageRows = {};  // match id -> boards a page

  function tableNode(t, number, board) {
    const pairs = 'Table ' + number + ': N-S ' + t.ns + ', E-W ' + t.ew;
    const result = 'tricks' in t
      ? [contractNode(t.contract), document.createTextNode(', ' + t.tricks + ' tricks, N-S ' + signed(t.score))]
      : [contractNode(t.contract), document.createTextNode(', N-S ' + t.score)];
    return el('div', { class: 'match-table', 'data-table': String(number) }, [
      el('h4', { text: pairs }),
      // Each call's reason on hover, as in the explorer's auctions (when the server has the pair's bidder).
      biddingTable(t.grid, board.vulnerability, (cell, i) => { if (t.reasons[i]) cell.title = t.reasons[i]; }),
      el('p', { class: 'table-result' }, result),
    ]);
  }

  async function openBoard(match, board) {
    const target = $('match-board');
    try {
      const b = await api('/api/match_board', { match, board });
      const imps = b.imps === 0 ? 'a push' : signed(b.imps) + ' IMPs to ' + b.a;
      const step = (label, to) => {
        const button = el('button', { type: 'button', class: 'step', text: label });
        if (to === undefined) button.disabled = true;
        else button.addEventListener('click', () => openBoard(match, to));
        return button;
      };
      const card = el('article', { class: 'deal match-board', 'data-board': String(b.board) }, [
        el('h3', { text: 'Board ' + b.board + ' \u00b7 ' + b.a + ' against ' + b.b + ' \u00b7 ' + imps }),
        el('p', { class: 'board-steps' }, [step('\u2190 previous', b.previous ?? undefined), step('next \u2192', b.next ?? undefined)]),
        el('div', { class: 'deal-top' }, [diagram(b), ddTable(b.dd),
          el('p', { class: 'par-line' }, [el('b', { text: 'Par (double-dummy): ' }), parNode(b.par)])]),
        el('div', { class: 'match-tables' }, b.tables.map((t, i) => tableNode(t, i + 1, b))),
        el('p', { class: 'imp-line' }, [document.createTextNode('Table 1 N-S ' + signed(b.tables[0].score) + ', table 2 N-S ' +
          signed(b.tables[1].score) + ': ' + imps + '.')]),
        el('p', { class: 'pbn', text: b.pbn }),
      ]);
      target.replaceChildren(card);
      target.dataset.ready = match + '|' + b.board;
      history.replaceState(null, '', '#match=' + match + '&board=' + b.board);
      if (showPage[match]) await showPage[match](Math.floor(b.index / pageRows[match]));
      for (const row of document.querySelectorAll('table.match-boards tr.marked')) row.classList.remove('marked');
      const row = document.querySelector(`table.match-boards[data-match="${match}"] tr[data-board="${b.board}"]`);
      if (row) row.classList.add('marked');
    } catch (error) {
      target.replaceChildren(el('p', { class: 'missing', text: String(error.message || error) }));
    }
  }

  function boardRow(m, r) {
    const row = el('tr', { class: 'go', 'data-board': String(r.board), title: 'open board ' + r.board }, [
      el('td', { class: 'num', text: String(r.board) }), el('td', { text: r.dealer }), el('td', { text: r.vulnerable }),
      el('td', {}, [contractNode(r.contracts[0])]), el('td', { class: 'num', text: signed(r.scores[0]) }),
      el('td', {}, [contractNode(r.contracts[1])]), el('td', { class: 'num', text: signed(r.scores[1]) }),
      el('td', { class: 'num', text: signed(r.imps) }), el('td', {}, [parNode(r.par)])]);
    row.addEventListener('click', () => openBoard(m.id, r.board));
    return row;
  }

  // Each pair's slams and sacrifices, as `bidlab match` words them.
  function hardDecisionsNode(m) {
    const h = m.hard_decisions;
    if (!h) return null;
    const rows = [['slams bid', 'slams'], ['made and down', 'down'], ['makeable slams missed', 'missed'],
      ['sacrifices, IMPs against par', 'sacrifices'], ['against the contract outbid', 'outbid']];
    return el('table', { class: 'hard-decisions', 'data-match': String(m.id) }, [
      el('thead', {}, [el('tr', {}, ['hard decisions', m.a, m.b].map((t) => el('th', { text: t })))]),
      el('tbody', {}, rows.map(([label, key]) => el('tr', {}, [el('td', { text: label }),
        el('td', { class: 'num', text: h.a[key] }), el('td', { class: 'num', text: h.b[key] })])))]);
  }

  function matchNode(m) {
    const head = el('tr', {}, ['board', 'dealer', 'vul', 'table 1 (' + m.a + ' N-S)', 'N-S', 'table 2 (' + m.b + ' N-S)', 'N-S',
      'IMPs to ' + m.a, 'par'].map((t) => el('th', { text: t })));
    const body = el('tbody');
    const pages = Math.max(1, m.pages);
    pageRows[m.id] = m.page_rows;
    const pager = el('p', { class: 'pager', 'data-match': String(m.id) });
    const button = (label, cls) => el('button', { type: 'button', class: cls, text: label });
    const [first, previous, next, last] = [button('\u00ab first', 'first'), button('\u2190 previous', 'previous'),
      button('next \u2192', 'next'), button('last \u00bb', 'last')];
    const where = el('span', { class: 'where' });
    let shown = -1;
    showPage[m.id] = async (page) => {
      page = Math.min(Math.max(page, 0), pages - 1);
      if (page === shown) return;
      shown = page;
      const answer = await api('/api/match_rows', { match: m.id, page });
      if (shown !== page) return;  // another page was asked for meanwhile
      body.replaceChildren(...answer.rows.map((r) => boardRow(m, r)));
      const from = page * m.page_rows;
      where.textContent = ' boards ' + (from + 1) + '\u2013' + (from + answer.rows.length) + ' of ' + m.boards +
        ' (page ' + (page + 1) + ' of ' + pages + ') ';
      first.disabled = previous.disabled = page === 0;
      next.disabled = last.disabled = page === pages - 1;
      pager.dataset.page = String(page);
      body.dataset.page = String(page);
    };
    first.addEventListener('click', () => showPage[m.id](0));
    previous.addEventListener('click', () => showPage[m.id](shown - 1));
    next.addEventListener('click', () => showPage[m.id](shown + 1));
    last.addEventListener('click', () => showPage[m.id](pages - 1));
    pager.append(first, previous, where, next, last);
    return el('div', { class: 'match', 'data-match': String(m.id) }, [
      el('h3', { text: m.a + ' against ' + m.b + ' \u00b7 ' + m.name }),
      el('p', { class: 'match-result', text: m.text }),
      hardDecisionsNode(m),
      pages > 1 ? pager : null,
      el('div', { class: 'board-list' }, [el('table', { class: 'match-boards', 'data-match': String(m.id) },
        [el('thead', {}, [head]), body])]),
    ]);
  }

  api('/api/matches').then(async (answer) => {
    if (!answer.matches.length) return;
    $('match-list').replaceChildren(...answer.matches.map(matchNode));
    await Promise.all(answer.matches.map((m) => showPage[m.id](0)));
    $('matches').hidden = false;
    $('matches').dataset.ready = 'true';
    const linked = new URLSearchParams(location.hash.slice(1));
    if (linked.has('board')) openBoard(Number(linked.get('match') || 0), Number(linked.get('board')));
  }).catch((error) => { $('error').textContent = String(error.message || error); });
})();
