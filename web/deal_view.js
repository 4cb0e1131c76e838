// Draws one deal as bidlab's DealJson gives it (src/report/deal_view.h):
// the hand diagram with suit symbols, each bidder's auction in four columns
// with its explanations, contract, score and cost, the double-dummy table and
// the cost of every contract. Shared by the report's gallery and the
// explorer (whose match boards, web/match_view.js, and table, web/table_view.js,
// use the same pieces).
(function () {
  'use strict';
  const SYMBOL = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663', NT: 'NT' };
  const RED = { H: true, D: true };

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value);
    }
    for (const child of children || []) if (child) node.appendChild(child);
    return node;
  }

  // "3NT" → "3" + styled "NT"; "4H" → "4♥" in red.
  function callNode(call) {
    const m = /^([1-7])(C|D|H|S|NT)$/.exec(call);
    if (!m) return el('span', { class: 'call', text: call === 'PASS' ? 'Pass' : call });
    return el('span', { class: 'call' }, [
      document.createTextNode(m[1]),
      el('span', { class: RED[m[2]] ? 'suit red' : 'suit', text: SYMBOL[m[2]] }),
    ]);
  }

  // "4H" → "4♥" as plain text (tooltips).
  function callText(call) {
    const m = /^([1-7])(C|D|H|S|NT)$/.exec(call);
    return m ? m[1] + SYMBOL[m[2]] : call === 'PASS' ? 'Pass' : call;
  }

  // A contract as the API sends it (src/core/contract.h's ContractName):
  // "3NT by N", "4HX by S", "2SXX by E", "passed out"; a final call "4H",
  // "PASS". The bid in symbols, "X" or "XX" after it: "4♥X by S".
  function contractNode(text) {
    const [first, ...rest] = String(text).split(' ');
    const m = /^([1-7](?:C|D|H|S|NT))(X{0,2})$/.exec(first);
    const span = el('span', { class: 'contract' }, [callNode(m ? m[1] : first)]);
    const tail = (m ? m[2] : '') + (rest.length ? ' ' + rest.join(' ') : '');
    if (tail) span.appendChild(document.createTextNode(tail));
    return span;
  }

  function handNode(seat, hand) {
    const rows = ['S', 'H', 'D', 'C'].map((s) =>
      el('div', { class: 'holding' }, [
        el('span', { class: RED[s] ? 'suit red' : 'suit', text: SYMBOL[s] }),
        document.createTextNode(' ' + (hand.suits[s] || '\u2014')),
      ]));
    return el('div', { class: 'hand seat-' + seat }, [
      el('div', { class: 'seat', text: seat + ' \u00b7 ' + hand.hcp + ' HCP' }), ...rows]);
  }

  function diagram(deal) {
    const grid = el('div', { class: 'diagram' });
    for (const seat of ['N', 'W', 'E', 'S']) grid.appendChild(handNode(seat, deal.hands[seat]));
    const compass = (deal.dealer ? 'Dealer ' + deal.dealer + ' \u00b7 ' : '') + 'Vul ' + deal.vulnerability;
    grid.appendChild(el('div', { class: 'compass', text: compass }));
    return grid;
  }

  const VULNERABLE = { None: '', NS: 'NS', EW: 'EW', All: 'NSEW' };

  // An auction in four columns W N E S as bridge players read it, from the
  // rows of src/report/auction_grid.h (blank cells before the dealer). The
  // dealer's column is marked, vulnerable seats' headings are red, as on
  // bridge sites. `onCall(cell, i)` sees the cell of the auction's call i.
  function biddingTable(grid, vulnerability, onCall) {
    const vulnerable = VULNERABLE[vulnerability] || '';
    const head = el('tr', {}, grid.columns.map((seat) => {
      const cls = [seat === grid.dealer ? 'dealer' : '', vulnerable.includes(seat) ? 'vul' : ''].join(' ').trim();
      const title = [seat === grid.dealer ? 'dealer' : '', vulnerable.includes(seat) ? 'vulnerable' : ''].filter(Boolean).join(', ');
      return el('th', cls ? { class: cls, title } : {}, [document.createTextNode(seat)]);
    }));
    let i = 0;
    const rows = grid.rows.map((row) => el('tr', {}, row.map((call, column) => {
      if (call === null) return el('td', { class: 'blank' });
      const cell = el('td', { 'data-call': call, 'data-seat': grid.columns[column] }, [callNode(call)]);
      if (onCall) onCall(cell, i);
      ++i;
      return cell;
    })));
    return el('table', { class: 'bidding' }, [el('thead', {}, [head]), el('tbody', {}, rows)]);
  }

  // DDS's par contracts, "4S*-EW-1" or "3N-NS", drawn as every contract is: "4♠X by EW -1".
  function parNode(par) {
    const span = el('span', { class: 'par' }, [document.createTextNode((par.score > 0 ? '+' : '') + par.score + ' ')]);
    par.contracts.forEach((text, i) => {
      const m = /^([1-7])([CDHSN])(\*?)-(\w+)(.*)$/.exec(text);
      if (i) span.appendChild(document.createTextNode(', '));
      if (!m) { span.appendChild(document.createTextNode(text)); return; }
      span.appendChild(contractNode(m[1] + (m[2] === 'N' ? 'NT' : m[2]) + (m[3] ? 'X' : '') + ' by ' + m[4] +
        (m[5] ? ' ' + m[5] : '')));
    });
    if (!par.contracts.length) span.appendChild(document.createTextNode('passed out'));
    return span;
  }

  function ddTable(dd) {
    const head = el('tr', {}, [el('th', { text: 'DD' }), ...dd.seats.map((s) => el('th', { text: s }))]);
    const rows = dd.strains.map((strain, i) => el('tr', {}, [
      el('th', {}, [el('span', { class: RED[strain] ? 'suit red' : 'suit', text: SYMBOL[strain] })]),
      ...dd.tricks[i].map((t) => el('td', { text: String(t) }))]));
    return el('table', { class: 'dd' }, [el('thead', {}, [head]), el('tbody', {}, rows)]);
  }

  // Bidders are numbered in the auctions table; the cost grid marks each
  // bidder's contract with its number. The auction is in four columns, then
  // what each call meant to the bidder (its explanations, also the calls'
  // tooltips).
  function auctionRow(a, number, vulnerability) {
    const who = el('th', {}, [el('span', { class: 'who', text: String(number) }), document.createTextNode(' ' + a.bidder)]);
    if (a.error) return el('tr', { class: 'auction error' }, [who, el('td', { colspan: '4', text: a.error })]);
    const bidding = biddingTable(a.grid, vulnerability, (cell, i) => {
      if (a.calls[i] && a.calls[i].explanation) cell.title = a.calls[i].explanation;
    });
    const explained = el('ul', { class: 'explained' });
    for (const c of a.calls) {
      if (!c.explanation) continue;
      explained.appendChild(el('li', { 'data-call': c.call },
        [el('b', { text: c.seat + ' ' }), callNode(c.call), el('span', { class: 'why', text: ' \u2014 ' + c.explanation })]));
    }
    const cost = 'cost' in a ? a.cost : '';
    return el('tr', { class: 'auction', 'data-bidder': a.bidder }, [
      who,
      el('td', {}, [bidding, explained.childElementCount ? explained : null]),
      el('td', {}, [contractNode(a.contract)]),
      el('td', { class: 'num', text: 'score' in a ? String(a.score) : '' }),
      el('td', { class: 'num cost' + (cost === 0 ? ' best' : ''), text: String(cost) }),
    ]);
  }

  function auctions(list, vulnerability) {
    const head = el('tr', {}, ['bidder', 'auction (dealer N; E-W pass)', 'contract', 'score', 'cost (IMP)']
      .map((t) => el('th', { text: t })));
    return el('table', { class: 'auctions' },
      [el('thead', {}, [head]), el('tbody', {}, list.map((a, i) => auctionRow(a, i + 1, vulnerability)))]);
  }

  // The cost of each final contract: levels down, strains across.
  function costGrid(costs, list) {
    const chosen = {};  // final call -> the numbers of the bidders that reached it
    list.forEach((a, i) => { if (!a.error) (chosen[a.final_call] = chosen[a.final_call] || []).push(i + 1); });
    const byCall = Object.fromEntries(costs.calls.map((c) => [c.call, c]));
    const strains = ['C', 'D', 'H', 'S', 'NT'];
    const head = el('tr', {}, [el('th', { text: 'cost' }),
      ...strains.map((s) => el('th', {}, [el('span', { class: RED[s] ? 'suit red' : 'suit', text: SYMBOL[s] })]))]);
    const cell = (name) => {
      const c = byCall[name];
      const by = chosen[name] || [];
      const cls = ['num', c.cost === 0 ? 'best' : '', by.length ? 'chosen' : ''].join(' ').trim();
      const bidders = by.map((n) => list[n - 1].bidder).join(', ');
      const cell = el('td', { class: cls, 'data-call': name,
        title: callText(name) + ': score ' + c.score + ', cost ' + c.cost + ' IMP' + (bidders ? ' (reached by ' + bidders + ')' : ''),
        text: String(c.cost) });
      if (by.length) cell.appendChild(el('sup', { class: 'who', text: by.join(',') }));
      return cell;
    };
    const rows = [];
    for (let level = 1; level <= 7; ++level)
      rows.push(el('tr', {}, [el('th', { text: String(level) }), ...strains.map((s) => cell(level + s))]));
    rows.push(el('tr', {}, [el('th', { text: 'Pass' }), cell('PASS')]));
    const table = el('table', { class: 'costs' }, [el('thead', {}, [head]), el('tbody', {}, rows)]);
    // Whose box is whose: the legend under the grid.
    const legend = el('p', { class: 'grid-legend' }, [
      el('span', { class: 'swatch best', text: '0' }), document.createTextNode(' cost 0: a best contract; '),
      el('span', { class: 'swatch chosen', text: 'n' }), document.createTextNode(' boxed: the contract bidder n reached — '),
      document.createTextNode(list.map((a, i) => (i + 1) + ' ' + a.bidder).join(', ')),
    ]);
    return el('div', { class: 'cost-grid' }, [table, legend]);
  }

  function render(container, deal) {
    const card = el('article', { class: 'deal' }, [
      el('h3', { text: (deal.title ? deal.title + ' \u00b7 ' : '') + 'best score ' + deal.costs.best }),
      el('div', { class: 'deal-top' }, [diagram(deal), ddTable(deal.dd), costGrid(deal.costs, deal.auctions)]),
      auctions(deal.auctions, deal.vulnerability),
      el('p', { class: 'pbn', text: deal.pbn }),
    ]);
    container.appendChild(card);
    return card;
  }

  window.BidlabDeal = { render, callNode, callText, contractNode, el, handNode, diagram, ddTable, biddingTable, parNode };
})();
