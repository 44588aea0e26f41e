import CurriculumCompiler

/// The frame every preview page shares: the document head with the style sheet inline, the
/// page's body, and the one script (reading a prompt aloud through the browser's speech
/// synthesis; without it the pages lose only that button).
enum PreviewPage {
    static func document(title: String, body: String, depth: Int, drawings: Bool, extraStyle: String = "") -> String {
        var css = PreviewStyle.tokens + PreviewStyle.page
        if drawings {
            css += PreviewStyle.scene + ItemDrawings.all.map { $0.style }.joined()
        }
        css += extraStyle
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light">
            <title>\(escapeHTML(title))</title>
            <style>
            \(css)</style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the content</a>
            \(body.replacingOccurrences(of: "<main>", with: "<main id=\"main\">"))\(drawings ? "<script>\n" + script + "</script>\n" : "")</body>
            </html>

            """
    }

    /// Shows each Read aloud button only where the browser can speak, and speaks its text in
    /// the page's language, a little slower than usual as the app does for young children.
    static let script = """
        (function () {
          if (!('speechSynthesis' in window)) return;
          document.querySelectorAll('button.speak').forEach(function (button) {
            button.hidden = false;
            button.addEventListener('click', function () {
              window.speechSynthesis.cancel();
              var utterance = new SpeechSynthesisUtterance(button.getAttribute('data-speak'));
              utterance.lang = document.documentElement.lang || 'en';
              utterance.rate = 0.9;
              window.speechSynthesis.speak(utterance);
            });
          });
        })();

        """
}
