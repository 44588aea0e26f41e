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
        svg.scene { display: block; width: 100%; max-width: 34rem; height: auto; margin: 0 auto; font-family: inherit; }
        svg.scene text { fill: var(--text); font-family: inherit; }
        svg.scene .label { font-size: 15px; }

        """
}
