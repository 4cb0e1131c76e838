// The explorer page: asks bidlab serve's JSON API (src/serve/explorer.h) and
// draws the answers with deal_view.js.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const { el } = BidlabDeal;

  async function api(path, params) {
    const query = new URLSearchParams(Object.entries(params || {}).filter(([, v]) => v !== '' && v != null));
    const response = await fetch(path + (query.toString() ? '?' + query : ''));
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || 'HTTP ' + response.status);
    return body;
  }

  function showError(error) { $('error').textContent = error ? String(error.message || error) : ''; }

  async function deal(params) {
    showError('');
    try {
      const answer = await api('/api/deal', Object.assign({ vul: $('vul').value }, params));
      $('seed').value = answer.seed;
      const result = $('result');
      result.replaceChildren();
      BidlabDeal.render(result, answer);
      linkCallsToCard(result);
      result.dataset.ready = 'true';
    } catch (error) {
      showError(error);
    }
  }

  // A new deal each click: the seed box shows the seed dealt (type one and
  // press "Bid it" to deal it again), but is not reused here.
  $('random').addEventListener('click', () => deal({}));
  $('deal-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const whole = $('deal').value.trim();
    if (whole) deal({ deal: whole });
    else deal({ north: $('north').value.trim(), south: $('south').value.trim(), seed: $('seed').value.trim() });
  });

  let cardPath = [];
  let bidderIds = {};  // bidder name -> id, for the cards

  // Clicking a call of an auction opens that bidder's card where the call was
  // made, the call's row marked: what the call means.
  function linkCallsToCard(result) {
    for (const row of result.querySelectorAll('tr.auction[data-bidder]')) {
      const id = bidderIds[row.dataset.bidder];
      if (id === undefined) continue;
      // North's and South's calls in the four-column auction (East and West only pass).
      const items = [...row.querySelectorAll('table.bidding td[data-seat="N"], table.bidding td[data-seat="S"]')];
      items.forEach((item, i) => {
        item.classList.add('go');
        item.title = (item.title ? item.title + ' \u2014 ' : '') + 'click: what this call means';
        item.addEventListener('click', () => {
          $('card-bidder').value = String(id);
          cardPath = items.slice(0, i).map((x) => x.dataset.call);
          showCard(item.dataset.call).then(() => $('card').scrollIntoView());
        });
      });
    }
  }

  async function showCard(marked) {
    const id = $('card-bidder').value;
    try {
      const card = await api('/api/card', { bidder: id, calls: cardPath.join(' ') });
      const path = $('card-path');
      path.replaceChildren(el('button', { type: 'button', text: 'opening' }));
      path.firstChild.addEventListener('click', () => { cardPath = []; showCard(); });
      cardPath.forEach((call, i) => {
        const button = el('button', { type: 'button' }, [BidlabDeal.callNode(call)]);
        button.addEventListener('click', () => { cardPath = cardPath.slice(0, i + 1); showCard(); });
        path.appendChild(button);
      });
      path.appendChild(document.createTextNode(card.kind === 'bandit'
        ? ' node ' + card.node + ', layer ' + card.layer + ', ' + card.caller + ' to call, visited ' + card.visits + ' times'
        : ' ' + card.caller + ' to call: ' + card.reached + ' of ' + card.deals + ' sampled deals bid this far'));
      const head = el('tr', {}, ['call', 'hands that make it', 'share', 'ends in'].map((t) => el('th', { text: t })));
      const rows = card.meanings.map((m) => {
        const call = el('td', { class: m.continues ? 'go' : '' }, [BidlabDeal.callNode(m.call)]);
        if (m.continues) call.addEventListener('click', () => { cardPath.push(m.call); showCard(); });
        return el('tr', { class: m.call === marked ? 'marked' : '', 'data-call': m.call }, [call,
          el('td', { text: m.description }),
          // A call few sampled hands made: their number, not a share that rounds to 0.0%.
          el('td', { class: 'num', text: m.hands !== undefined && m.hands < 30 ? m.hands + (m.hands === 1 ? ' hand' : ' hands') : (100 * m.share).toFixed(1) + '%' }),
          el('td', {}, [m.continues ? document.createTextNode('continues \u2192') : BidlabDeal.contractNode(m.final_call)])]);
      });
      $('card-table').replaceChildren(el('table', { class: 'card' }, [el('thead', {}, [head]), el('tbody', {}, rows)]));
      const meaning = card.meanings.find((m) => m.call === marked);
      $('card-meaning').textContent = marked ? (meaning ? meaning.text : marked + ': never made here on the sampled hands') : '';
      $('card').dataset.ready = card.bidder + '|' + cardPath.join(' ') + '|' + (marked || '');
    } catch (error) {
      showError(error);
    }
  }

  api('/api/bidders').then((answer) => {
    $('bidders').textContent = answer.bidders.map((b) => b.name).join(', ');
    bidderIds = Object.fromEntries(answer.bidders.map((b) => [b.name, b.id]));
    const withCard = answer.bidders.filter((b) => b.card);
    for (const b of withCard) $('card-bidder').appendChild(el('option', { value: String(b.id), text: b.name }));
    if (withCard.length) {
      $('card').hidden = false;
      $('card-bidder').addEventListener('change', () => { cardPath = []; showCard(); });
      showCard();
    }
    deal({});
  }).catch(showError);
})();
