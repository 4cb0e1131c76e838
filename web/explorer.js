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
      result.dataset.ready = 'true';
    } catch (error) {
      showError(error);
    }
  }

  $('random').addEventListener('click', () => deal({ seed: $('seed').value.trim() }));
  $('deal-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const whole = $('deal').value.trim();
    if (whole) deal({ deal: whole });
    else deal({ north: $('north').value.trim(), south: $('south').value.trim(), seed: $('seed').value.trim() });
  });

  let cardPath = [];
  async function showCard() {
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
      path.appendChild(document.createTextNode(
        ' node ' + card.node + ', layer ' + card.layer + ', ' + card.caller + ' to call, visited ' + card.visits + ' times'));
      const head = el('tr', {}, ['call', 'hands that make it', 'share', 'ends in'].map((t) => el('th', { text: t })));
      const rows = card.meanings.map((m) => {
        const call = el('td', { class: m.continues ? 'go' : '' }, [BidlabDeal.callNode(m.call)]);
        if (m.continues) call.addEventListener('click', () => { cardPath.push(m.call); showCard(); });
        return el('tr', {}, [call, el('td', { text: m.description }),
          el('td', { class: 'num', text: (100 * m.share).toFixed(1) + '%' }),
          el('td', { text: m.continues ? 'continues \u2192' : m.final_call })]);
      });
      $('card-table').replaceChildren(el('table', { class: 'card' }, [el('thead', {}, [head]), el('tbody', {}, rows)]));
    } catch (error) {
      showError(error);
    }
  }

  api('/api/bidders').then((answer) => {
    $('bidders').textContent = answer.bidders.map((b) => b.name).join(', ');
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
