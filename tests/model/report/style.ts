/** The report's CSS: readable at 390 px and at 1440 px, text at AA contrast on every fill. */
export const pageStyle = `
:root { color-scheme: light; font: 15px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
main { max-width: 1200px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.6rem; margin: 0 0 8px; }
h2 { font-size: 1.25rem; margin: 40px 0 8px; border-top: 1px solid #ccc; padding-top: 16px; }
h2 small { font-size: .8rem; font-weight: normal; color: #444; }
code { font: .9em ui-monospace, monospace; }
a { color: #0b57d0; }
.written { color: #444; }
table { border-collapse: collapse; margin: 12px 0; font-size: .9rem; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
td.full { color: #1e6b30; } td.short { color: #a11c14; font-weight: 600; } td.none { color: #444; }
.summary { display: block; overflow-x: auto; max-width: 100%; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: .9rem; }
.key { display: inline-block; width: 14px; height: 14px; border: 2px solid; border-radius: 3px; vertical-align: -2px; }
.key.covered { background: #e3f4e6; border-color: #1e6b30; }
.key.partly { background: #fff2cc; border-color: #8a5a00; }
.key.missed { background: #fde4e2; border-color: #a11c14; }
figure { margin: 12px 0; }
figcaption { font-size: .9rem; color: #444; }
.scroll { overflow-x: auto; border: 1px solid #ddd; border-radius: 8px; background: #fafafa; }
.scroll:focus-visible { outline: 3px solid #0b57d0; }
.chart { display: block; font-family: system-ui, sans-serif; }
.chart .state rect { stroke-width: 2; }
.chart .state.covered rect { fill: #e3f4e6; stroke: #1e6b30; }
.chart .state.partly rect { fill: #fff2cc; stroke: #8a5a00; }
.chart .state.missed rect { fill: #fde4e2; stroke: #a11c14; stroke-dasharray: 5 3; }
.chart .state.any rect { fill: #fff; stroke: #666; stroke-dasharray: 2 2; }
.chart .state.compound rect { fill-opacity: .45; }
.chart .state rect.inner { fill: none; }
.chart text { fill: #1a1a1a; }
.chart .name { font-size: 13px; font-weight: 600; }
.chart .marks { font-size: 11px; }
.chart .event { font-size: 12px; }
.chart .edge { fill: none; stroke-width: 1.6; }
.chart .covered .edge { stroke: #1e6b30; }
.chart .partly .edge { stroke: #8a5a00; stroke-dasharray: 6 3; }
.chart .missed .edge { stroke: #a11c14; stroke-dasharray: 3 3; }
.chart .edge.start { stroke: #333; }
.chart circle.start { fill: #333; }
.chart .arrow.covered path { fill: #1e6b30; } .chart .arrow.partly path { fill: #8a5a00; }
.chart .arrow.missed path { fill: #a11c14; } .chart .arrow.start path { fill: #333; }
details { margin: 8px 0; }
summary { cursor: pointer; }
.paths { padding-left: 1.4em; }
.path { margin: 10px 0; }
.path p { margin: 0; }
.status { display: inline-block; font-size: .8rem; font-weight: 600; padding: 0 6px; border-radius: 4px; border: 1px solid; }
.passed .status { color: #1e6b30; } .failed .status { color: #a11c14; } .skipped .status { color: #444; }
.run { font-size: .8rem; color: #444; overflow-wrap: anywhere; }
.note { color: #a11c14; font-size: .9rem; }
.steps { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.steps .step { border: 1px solid #999; border-radius: 6px; padding: 0 6px; background: #f4f4f4; }
.steps .event { color: #333; font-size: .9rem; }
.steps .event::before { content: "→ "; }
.steps .event::after { content: " →"; }
`
