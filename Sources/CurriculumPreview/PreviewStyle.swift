/// The preview's look: the app's design tokens as CSS custom properties, its type ramp and 44-pt
/// tap targets, so a reviewer judges what children will get. Drawings colour their shapes with
/// these properties only (each drawing's own rules are in its `style`).
///
/// Tokens (the app's design system): Primary #3478F6, Secondary #E7EEF9, Success #34C759,
/// Warning #FFCC00, Background #F5F7FA, Surface #FFFFFF at 80 %, TextPrimary #0A2540,
/// TextSecondary #637381. Where a token is too light for text or a thin line on white (WCAG 2.2
/// AA: 4.5:1 for text, 3:1 for graphics), a darker shade of the same hue is used for that job:
/// `--primary-ink` and `--success-ink`.
enum PreviewStyle {
    static let tokens = """
        :root {
          --primary: #3478F6; --primary-ink: #1F5FCC; --secondary: #E7EEF9;
          --success: #34C759; --success-ink: #1B7F37; --warning: #FFCC00; --warning-ink: #8A6100;
          --background: #F5F7FA; --surface: #FFFFFF; --surface-glass: rgba(255, 255, 255, 0.8);
          --text: #0A2540; --text-secondary: #4F5D6B; --line: #8795A1; --error: #B3261E;
          --radius: 24px; --tap: 44px;
          --title-large: 2.125rem; --title: 1.75rem; --body: 1.0625rem; --caption: 0.8125rem;
        }

        """

    /// Shared by every drawing: a scene scales to the width of its card and never beyond its
    /// natural size, and its text uses the body face.
    static let scene = """
        svg.scene { display: block; width: 100%; height: auto; margin: 0 auto; font-family: inherit; }
        svg.scene text { fill: var(--text); font-family: inherit; }
        svg.scene .label { font-size: 15px; }

        """

    /// The pages around the drawings: glass cards on the app background, the type ramp (Body
    /// 17 pt, Title 28, Title Large 34, Caption 13), choices as 44-pt-or-larger tiles, and the
    /// child's view beside the reviewer's on a laptop, above it on a phone.
    static let page = """
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; background: var(--background); color: var(--text); font: var(--body)/1.5 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        header, main { max-width: 78rem; margin: 0 auto; padding: 0 1rem; }
        header { padding-top: 1.25rem; }
        h1 { font-size: var(--title-large); line-height: 1.15; margin: 0.25rem 0; font-weight: 600; }
        h2 { font-size: var(--title); line-height: 1.2; margin: 1.5rem 0 0.75rem; font-weight: 600; }
        h3 { font-size: 1.25rem; margin: 0 0 0.75rem; font-weight: 600; }
        h4 { font-size: var(--body); margin: 1rem 0 0.25rem; }
        a { color: var(--primary-ink); }
        :focus-visible { outline: 3px solid var(--primary-ink); outline-offset: 2px; border-radius: 4px; }
        code, .code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
        .sub, .muted { color: var(--text-secondary); }
        .sub { margin: 0 0 1rem; overflow-wrap: anywhere; }
        .skip { position: absolute; left: -999px; top: 0; background: var(--surface); padding: 0.5rem 1rem; }
        .skip:focus { left: 0.5rem; z-index: 1; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .card, .item { background: var(--surface-glass); border: 1px solid rgba(10, 37, 64, 0.12); border-radius: var(--radius); box-shadow: 0 2px 4px rgba(10, 37, 64, 0.2); padding: 1rem 1.25rem; margin: 0 0 1rem; }
        .card > h2:first-child { margin-top: 0.25rem; }
        .card > p:first-child { margin-top: 0; }
        .card > p:last-child { margin-bottom: 0; }
        .tally summary { cursor: pointer; min-height: var(--tap); line-height: var(--tap); }
        .tally summary h2 { display: inline; font-size: var(--body); margin: 0 0 0 0.25rem; }
        .nowrap { white-space: nowrap; }
        .crumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; padding: 0; margin: 0; font-size: var(--caption); color: var(--text-secondary); }
        .crumbs li + li::before { content: "›"; margin-right: 0.5rem; }
        ol.lessons { padding-left: 1.5rem; margin: 0.25rem 0; }
        ol.lessons li { padding: 0.3rem 0; }
        ol.lessons a { display: inline-block; min-height: var(--tap); line-height: var(--tap); }
        .codes { font-weight: 400; color: var(--text-secondary); font-size: var(--caption); }
        .badge { display: inline-block; border-radius: 999px; padding: 0 0.6rem; font-size: var(--caption); font-weight: 600; border: 1.5px solid currentColor; }
        .badge.error { color: var(--error); }
        .badge.warning { color: var(--warning-ink); }
        .badge.info { color: var(--text-secondary); }
        .item-number { color: var(--text-secondary); }
        .item-type { font-size: var(--caption); font-weight: 600; color: var(--primary-ink); background: var(--secondary); border-radius: 999px; padding: 0.1rem 0.6rem; vertical-align: middle; }
        .item-body { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 1.25rem; align-items: start; }
        @media (max-width: 52rem) { .item-body { grid-template-columns: minmax(0, 1fr); } }
        .device { background: var(--surface); border: 2px solid var(--secondary); border-radius: var(--radius); padding: 1rem; }
        .prompt { font-size: 1.375rem; line-height: 1.35; font-weight: 500; margin: 0 0 0.75rem; }
        .prompt.missing, .undrawn { color: var(--error); }
        .scene-frame { margin: 0 0 0.75rem; }
        .asset, .drawing-note { font-size: var(--caption); color: var(--text-secondary); }
        .asset-figure { margin: 0 0 0.75rem; }
        .asset-figure img { max-width: 100%; height: auto; display: block; background: #FFFFFF; border-radius: 12px; }
        .placeholder-card { display: flex; flex-direction: column; gap: 0.35rem; justify-content: center; max-width: 320px; padding: 0.75rem; border: 3px dashed var(--error); border-radius: 12px; background: var(--background); font-size: var(--caption); }
        .asset-missing p { color: var(--error); margin: 0; }
        .review .worked { margin: 0 0 0.25rem; max-width: 22rem; }
        .review .asset-shows { font-size: 0.95rem; }
        ul.options { list-style: none; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; padding: 0; margin: 0.5rem 0 0; }
        ul.options .tile.with-shape { flex-direction: column; gap: 0.2rem; }
        ul.options .option-shape { flex: none; width: 40px; height: 40px; }
        ul.options .shape-glyph { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 2.5; stroke-linejoin: round; }
        .tile { min-height: 64px; display: flex; gap: 0.4rem; align-items: center; justify-content: center; text-align: center; padding: 0.5rem; border-radius: 16px; background: var(--secondary); color: var(--text); border: 2px solid var(--primary); font-size: 1.25rem; font-weight: 600; overflow-wrap: anywhere; }
        .keypad { max-width: 16rem; margin: 0.5rem auto 0; }
        .keypad .field { min-height: var(--tap); border: 2px solid var(--primary); border-radius: 12px; background: var(--surface); margin-bottom: 8px; }
        ul.keys { list-style: none; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; padding: 0; margin: 0; }
        ul.keys li { min-height: var(--tap); display: flex; align-items: center; justify-content: center; border-radius: 12px; background: var(--secondary); font-size: 1.25rem; font-weight: 600; }
        .action { margin: 0.5rem 0 0; padding: 0.5rem 0.75rem; border-radius: 12px; background: var(--secondary); font-weight: 600; }
        .review dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.4rem 0.75rem; margin: 0 0 0.75rem; }
        .review dt { font-weight: 600; color: var(--text-secondary); font-size: 0.95rem; }
        .review dd { margin: 0; overflow-wrap: anywhere; }
        .review dd p, .review dd ol, .review dd ul { margin: 0 0 0.25rem; }
        .review dd ol, .review dd ul { padding-left: 1.25rem; }
        @media (max-width: 30rem) { .review dl { grid-template-columns: minmax(0, 1fr); } .review dd { margin-bottom: 0.4rem; } }
        .answer { font-size: 1.125rem; }
        .solver { font-size: 0.95rem; }
        .solver.good { color: var(--success-ink); }
        .solver.bad { color: var(--error); font-weight: 600; }
        .tag { display: inline-block; font-size: var(--caption); font-weight: 700; border-radius: 6px; padding: 0 0.4rem; margin-right: 0.25rem; border: 1.5px solid currentColor; }
        .tag.ok { color: var(--success-ink); }
        .tag.try { color: var(--primary-ink); }
        .tag.bad { color: var(--error); }
        button.speak { min-height: var(--tap); min-width: var(--tap); margin-left: 0.25rem; padding: 0 1rem; border-radius: 999px; border: 2px solid var(--primary-ink); background: var(--surface); color: var(--primary-ink); font: inherit; font-weight: 600; cursor: pointer; }
        ul.standards { list-style: none; padding-left: 0 !important; }
        ul.findings { list-style: none; padding: 0; margin: 0; }
        .finding { padding: 0.5rem 0.75rem; margin: 0 0 0.5rem; border-radius: 12px; border-left: 6px solid; background: var(--surface); overflow-wrap: anywhere; }
        .finding.error { border-color: var(--error); }
        .finding.warning { border-color: var(--warning); }
        .finding.info { border-color: var(--line); }
        .finding .severity { font-weight: 700; text-transform: uppercase; font-size: var(--caption); }
        .finding.error .severity { color: var(--error); }
        .finding.warning .severity { color: var(--warning-ink); }
        .finding .where, .finding .note { color: var(--text-secondary); font-size: 0.9rem; }
        .no-findings { color: var(--success-ink); margin: 0; }
        ul.checklist { list-style: none; padding: 0; margin: 0 0 0.5rem; }
        ul.checklist li { display: grid; grid-template-columns: var(--tap) minmax(0, 1fr); align-items: center; min-height: var(--tap); }
        ul.checklist input { width: 24px; height: 24px; margin: 10px; accent-color: var(--primary-ink); }
        ul.checklist label { margin-right: 0.5rem; }
        .status { font-size: 0.9rem; font-weight: 600; }
        .status.clear { color: var(--success-ink); }
        .status.found { color: var(--warning-ink); }

        """
}
