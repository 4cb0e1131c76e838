// The report's behaviour: draws every chart from its inlined Vega-Lite spec
// (libraries inlined too: the file opens offline) and the sample deals.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('bidlab-data').textContent);
  for (const [id, spec] of Object.entries(data.charts)) {
    const figure = document.getElementById(id);
    const target = document.createElement('div');
    figure.appendChild(target);
    vegaEmbed(target, spec, { mode: 'vega-lite', actions: false, renderer: 'svg' })
      .then(() => { figure.dataset.rendered = 'true'; })
      .catch((error) => {
        figure.dataset.rendered = 'failed';
        figure.textContent = 'chart failed: ' + error;
        console.error(error);
      });
  }
  const deals = document.getElementById('deals');
  for (const deal of data.deals) BidlabDeal.render(deals, deal);
})();
