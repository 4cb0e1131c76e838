// The table (src/serve/table_api.h): a person takes a seat, the explorer's
// bidders bid the other three, every call with its reason and its meaning at
// that table; when the auction is over, the review: contract, double-dummy
// tricks, score, par, and the call partner's bidder would have made in the
// person's seat at each turn. Every answer of /api/table brings the whole
// auction and the calls added since; the page keeps only what it sends back.
// Draws with deal_view.js.
(function () {
  'use strict';
  const { el, callNode, contractNode, handNode, diagram, ddTable, biddingTable, parNode } = BidlabDeal;
  const $ = (id) => document.getElementById(id);
  const signed = (n) => (n > 0 ? '+' : '') + n;
  const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
  const SEATS = { N: 'North', E: 'East', S: 'South', W: 'West' };

  async function api(params) {
    const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v != null));
    const response = await fetch('/api/table?' + query);
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || 'HTTP ' + response.status);
    return body;
  }

  let table = null;  // the request's fixed part: seat, deal, dealer, bidders
  let calls = [];    // the auction so far, as the server last sent it
  let notes = [];    // by call index: {bidder, reason, meaning} of each call made
  let busy = false;

  function showError(error) { $('table-error').textContent = error ? String(error.message || error) : ''; }

  function meaningText(m) {
    if (!m) return '';
    if (!m.sampled.reached) return 'no meaning: the table\'s bidders never bid this auction themselves on ' + m.sampled.deals + ' sampled deals';
    if (!m.meaning) return 'never made here on the ' + m.sampled.reached + ' sampled deals that reached this point';
    return m.meaning.text;
  }

  // The bidding box: every call, the legal ones enabled.
  function biddingBox(legal) {
    const allowed = new Set(legal);
    const button = (call) => {
      const b = el('button', { type: 'button', class: 'call-button', 'data-call': call }, [callNode(call)]);
      b.disabled = !allowed.has(call);
      b.addEventListener('click', () => bid(call));
      return b;
    };
    const rows = [];
    for (let level = 1; level <= 7; ++level) rows.push(el('div', { class: 'box-row' }, STRAINS.map((s) => button(level + s))));
    rows.push(el('div', { class: 'box-row' }, ['PASS', 'X', 'XX'].map(button)));
    return el('div', { class: 'bidding-box' }, rows);
  }

  function callList(answer) {
    const list = el('ol', { class: 'table-calls', start: '1' });
    answer.auction.forEach((call, i) => {
      const note = notes[i] || {};
      const seat = seatOfCall(answer.dealer, i);
      const who = seat === answer.seat ? 'you' : note.bidder || '';
      const meaning = meaningText(note.meaning);
      list.appendChild(el('li', { 'data-call': call, 'data-seat': seat, class: seat === answer.seat ? 'yours' : '' }, [
        el('b', { text: seat + ' ' }), callNode(call), el('span', { class: 'who', text: ' (' + who + ')' }),
        meaning ? el('span', { class: 'meaning', text: ' \u2014 ' + meaning }) : null,
        note.reason ? el('span', { class: 'why', text: ' \u00b7 ' + note.reason }) : null]));
    });
    return list;
  }

  function seatOfCall(dealer, i) {
    const order = ['N', 'E', 'S', 'W'];
    return order[(order.indexOf(dealer) + i) % 4];
  }

  function review(answer) {
    const r = answer.review;
    const result = 'tricks' in r
      ? [contractNode(r.contract), document.createTextNode(', ' + r.tricks + ' tricks double-dummy, ')]
      : [contractNode(r.contract), document.createTextNode(', ')];
    const yours = r.your_calls.map((c) => el('tr', { class: c.differs ? 'differs' : '', 'data-index': String(c.index) }, [
      el('td', { class: 'num', text: String(c.index + 1) }), el('td', {}, [callNode(c.call)]), el('td', {}, [callNode(c.bot)]),
      el('td', { text: c.differs ? 'differs' : 'the same' }), el('td', { class: 'why', text: c.reason })]));
    const head = el('tr', {}, ['call', 'you', answer.partner, '', 'its reason'].map((t) => el('th', { text: t })));
    const differing = r.your_calls.filter((c) => c.differs).length;
    const bots = r.bots;
    return el('article', { class: 'deal table-review' }, [
      el('h3', { text: 'Review: ' + answer.seat + ' (you) with ' + answer.partner + ' against ' + answer.opponents }),
      el('div', { class: 'deal-top' }, [diagram({ hands: r.hands, dealer: answer.dealer, vulnerability: answer.vulnerable }),
        ddTable(r.dd)]),
      el('p', { class: 'review-result' }, [el('b', { text: 'Contract: ' }), ...result,
        document.createTextNode('N-S ' + signed(r.score) + ' (you ' + signed(r.your_score) + ')')]),
      el('p', { class: 'par-line' }, [el('b', { text: 'Par (double-dummy): ' }), parNode(r.par),
        document.createTextNode(' (you ' + signed(r.your_par) + ')')]),
      el('h4', { text: 'Your calls and ' + answer.partner + "'s in your seat: " + differing + ' of ' + r.your_calls.length + ' differ' }),
      el('table', { class: 'your-calls' }, [el('thead', {}, [head]), el('tbody', {}, yours)]),
      el('h4', { text: 'The auction with ' + answer.partner + ' in your seat' }),
      biddingTable(bots.grid, answer.vulnerable),
      el('p', { class: 'bots-result' }, [contractNode(bots.contract),
        document.createTextNode(('tricks' in bots ? ', ' + bots.tricks + ' tricks' : '') + ', N-S ' + signed(bots.score) +
          ' (your side ' + signed(bots.your_score) + ')')]),
      el('p', { class: 'pbn', text: r.pbn }),
    ]);
  }

  function draw(answer) {
    for (const a of answer.added) notes[a.index] = { bidder: a.bidder, reason: a.reason, meaning: a.meaning };
    if (answer.yours) notes[answer.yours.index] = { bidder: 'you', meaning: answer.yours.meaning };
    calls = answer.auction;
    const play = $('table-play');
    const title = (answer.board ? 'Board ' + answer.board + ' \u00b7 ' : '') + 'Dealer ' + answer.dealer +
      ' \u00b7 Vul ' + answer.vulnerable + ' \u00b7 you sit ' + SEATS[answer.seat] + ', partner ' + answer.partner +
      ', opponents ' + answer.opponents + ('seed' in answer ? ' \u00b7 seed ' + answer.seed : '');
    const grid = biddingTable(answer.grid, answer.vulnerable, (cell, i) => {
      const note = notes[i];
      if (note) cell.title = [meaningText(note.meaning), note.reason].filter(Boolean).join(' \u00b7 ');
    });
    const prompt = answer.over ? el('p', { class: 'to-call', text: 'The auction is over.' })
      : el('p', { class: 'to-call', text: 'Your call (' + SEATS[answer.seat] + '):' });
    play.replaceChildren(el('h3', { text: title }),
      el('div', { class: 'deal-top' }, [handNode(answer.seat, answer.hand), grid, answer.over ? null : el('div', {}, [prompt, biddingBox(answer.legal)])]),
      callList(answer));
    $('table-review').replaceChildren(answer.over ? review(answer) : document.createTextNode(''));
    $('table').dataset.state = answer.over ? 'over' : 'calling';
    $('table').dataset.calls = String(calls.length);
  }

  async function ask(auction) {
    busy = true;
    for (const b of document.querySelectorAll('#table-play .call-button')) b.disabled = true;
    $('table').dataset.state = 'waiting';
    showError('');
    try {
      const answer = await api(Object.assign({ auction: auction.join(',') }, table));
      if ('seed' in answer) table.seed = answer.seed;  // the same deal for every call
      draw(answer);
    } catch (error) {
      showError(error);
      $('table').dataset.state = 'error';
    } finally {
      busy = false;
    }
  }

  function bid(call) { if (!busy) ask(calls.concat([call])); }

  function start(event) {
    event.preventDefault();
    const typed = $('table-deal').value.trim();
    table = { seat: $('table-seat').value, partner: $('table-partner').value, opponents: $('table-opponents').value,
      seed: $('table-seed').value.trim(), meanings: $('table-meanings').checked ? '1' : '0' };
    const board = $('table-board').value.trim();
    if (board) table.board = board;
    else { table.dealer = $('table-dealer').value; table.vulnerable = $('table-vul').value; }
    if (/^[NESW]:/i.test(typed)) { table.deal = typed; delete table.seed; }
    else if (typed) table.hand = typed;
    calls = [];
    notes = [];
    ask([]);
  }

  // The bidders a seat can take: the explorer's (its models included), the four-seat model first.
  fetch('/api/bidders').then((r) => r.json()).then((answer) => {
    const names = answer.bidders.map((b) => b.name);
    const first = names.find((n) => n.startsWith('contested')) || 'sayc';
    for (const id of ['table-partner', 'table-opponents']) {
      for (const b of answer.bidders)
        $(id).appendChild(el('option', { value: b.name, text: b.name + (b.competes ? '' : ' (bids as if the opponents pass)') }));
      $(id).value = first;
    }
    $('table-form').addEventListener('submit', start);
    $('table').dataset.ready = 'true';
  }).catch(showError);
})();
