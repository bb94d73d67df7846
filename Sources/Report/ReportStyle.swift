/// The report page's style sheet, inlined in its `<style>` element and allowed by its hash.
///
/// Colours come in three sets: light, dark (`prefers-color-scheme: dark`), and the person's own
/// in forced-colours mode (Windows High Contrast), where every mark of the chart takes a system
/// colour. Nothing is told by colour alone: missing dates are hatched, extremes are shapes
/// with words, the range band has a thick edge, a focused control a thick outline. Logical
/// properties (`inline-start`) keep the layout right in right-to-left languages.
enum ReportStyle {
    static let text = """
        :root{color-scheme:light dark;--page:#fff;--text:#1a1a1f;--muted:#4b4b57;--line:#1d58b8;\
        --band:rgba(29,88,184,.16);--edge:#1d58b8;--grid:#d5d5de;--hatch:#5d5d6a;--mark:#a3231a;\
        --surface:#f1f2f6;--focus:#1d58b8}
        @media (prefers-color-scheme:dark){:root{--page:#121217;--text:#ececf2;--muted:#bdbdca;--line:#8cb6ff;\
        --band:rgba(140,182,255,.2);--edge:#8cb6ff;--grid:#3b3b46;--hatch:#a3a3b2;--mark:#ffb0a6;\
        --surface:#202028;--focus:#8cb6ff}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--page);color:var(--text);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",\
        "Noto Sans","Noto Sans Arabic","Noto Sans CJK JP",sans-serif}
        main{display:block;max-width:52rem;margin:0 auto;padding:1.5rem 1.25rem 4rem}
        main:focus{outline:none}
        .skip-link{position:absolute;inset-inline-start:1rem;top:-4rem;padding:.5rem 1rem;background:var(--page);\
        color:var(--text);border:3px solid var(--focus);border-radius:.4rem;z-index:1}
        .skip-link:focus{top:1rem}
        h1{font-size:2rem;line-height:1.2;margin:0 0 .5rem}
        h2{font-size:1.4rem;margin:2.25rem 0 .5rem}
        h3{font-size:1.15rem;margin:1.5rem 0 .5rem}
        hgroup p.lead,.series p.lead{font-size:1.2rem;margin:0}
        a{color:var(--line)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:3px}
        svg text{fill:var(--text);font-size:12px}
        .chart-image{display:block;width:100%;height:auto;max-height:24rem}
        .chart-image .grid line{stroke:var(--grid);stroke-width:1}
        .chart-image .axis line{stroke:var(--muted);stroke-width:1.5}
        .chart-image .line polyline{fill:none;stroke:var(--line);stroke-width:2.5;stroke-linejoin:round;\
        stroke-linecap:round}
        .chart-image .dots circle{fill:var(--line)}
        .chart-image .marker path{fill:var(--mark)}
        .chart-image .marker text{font-weight:600;paint-order:stroke;stroke:var(--page);stroke-width:4px;\
        stroke-linejoin:round}
        .hatch{stroke:var(--hatch);stroke-width:2}
        .legend{display:flex;align-items:center;gap:.5rem;margin:.25rem 0 0;color:var(--muted)}
        .legend .swatch{width:1rem;height:1rem;border:1px solid var(--muted)}
        .lens-label{font-weight:600;margin:1rem 0 .25rem}
        .lens-control{display:block;border:2px solid var(--muted);border-radius:.4rem;padding:.25rem;\
        background:var(--surface)}
        .lens-control svg{display:block;width:100%;height:4rem}
        .lens-control .overview{fill:none;stroke:var(--muted);stroke-width:1.5;vector-effect:non-scaling-stroke}
        .lens-band{fill:var(--band);stroke:var(--edge);stroke-width:3;vector-effect:non-scaling-stroke}
        .lens-buttons{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}
        .lens-buttons[hidden]{display:none}
        button{font:inherit;min-height:2.75rem;padding:.4rem .9rem;color:var(--text);background:var(--surface);\
        border:2px solid var(--text);border-radius:.4rem;cursor:pointer}
        button:hover{background:var(--band)}
        .lens-status{min-height:3em;white-space:pre-line;padding:.5rem .75rem;border-inline-start:4px solid var(--edge);\
        background:var(--surface)}
        audio{display:block;width:100%;margin:.5rem 0}
        .audio-cue{min-height:1.5em;white-space:pre-line;color:var(--muted)}
        table{border-collapse:collapse;width:100%;margin:.5rem 0}
        caption{text-align:start;font-weight:600;padding:.25rem 0}
        th,td{padding:.3rem .75rem;border-bottom:1px solid var(--grid);text-align:start}
        thead th{border-bottom:2px solid var(--muted)}
        thead th:last-child{text-align:end}
        td{text-align:end;font-variant-numeric:tabular-nums}
        tbody th{font-weight:normal}
        tr.no-value td,tr.no-data td,tr.no-data th{font-style:italic;color:var(--muted)}
        tr.no-data{background:var(--surface)}
        @media (forced-colors:active){
        svg{forced-color-adjust:none}
        svg text{fill:CanvasText}
        .chart-image .marker text{stroke:Canvas}
        .chart-image .grid line{stroke:GrayText}
        .chart-image .axis line,.hatch{stroke:CanvasText}
        .chart-image .line polyline{stroke:LinkText}
        .chart-image .dots circle{fill:LinkText}
        .chart-image .marker path{fill:CanvasText}
        .lens-control .overview{stroke:CanvasText}
        .lens-band{fill:none;stroke:Highlight;stroke-width:4}
        .lens-status{border-inline-start-color:CanvasText}
        }

        """
}
