import CurriculumCompiler
import Foundation

/// An item's picture on a preview page, in two parts, as the app and the art team meet it.
///
/// In the child's view, what the app shows and no more: the drawn art where its file exists,
/// through an `<img>` with the bytes inline (a `data:` URL), which a browser draws without running
/// any script or fetching anything the file names, so the page stays self-contained and safe even
/// before ASSET-SVG-UNSAFE is fixed; otherwise the plain placeholder card the app draws, with the
/// alt text it says (docs/assets.md#placeholders). In the reviewer's panel, what the child must
/// not see: the asset's name (`base10-1-1` names its blocks) and the catalog's `shows`, the art
/// team's brief, which names what the child is to find ("exactly 6 ducks").
struct AssetFigure {
    var item: Item
    var catalog: Catalog

    /// The picture as the child sees it.
    var html: String {
        guard let image = item.image, let asset = image.asset?.value else { return "" }
        let alt = image.alt?.value ?? ""
        let said = image.alt.map { "<figcaption class=\"asset\">Said aloud: “\(escapeHTML($0.value))”</figcaption>" } ?? ""
        guard let entry = catalog.assetsByID[asset] else {
            guard catalog.assets != nil else { return "<figure class=\"asset-figure\">\(said)</figure>\n" }
            return "<figure class=\"asset-figure asset-missing\"><p>Not in the asset catalog</p>\(said)</figure>\n"
        }
        if let info = catalog.assetFiles[entry.id.value], let format = info.format, format.kind == .image, format != .pdf,
            let bytes = info.bytes()
        {
            let size = entry.size.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
            return "<figure class=\"asset-figure asset-ready\"><img src=\"data:\(format.mediaType);base64,\(Data(bytes).base64EncodedString())\"\(size) alt=\"\(escapeHTML(alt))\"></figure>\n"
        }
        let size = entry.size.map { " style=\"aspect-ratio: \($0.width) / \($0.height)\"" } ?? ""
        return "<figure class=\"asset-figure asset-placeholder\"><div class=\"placeholder-card\" role=\"img\" aria-label=\"\(escapeHTML(alt))\"\(size)>"
            + "<strong>Placeholder: no art yet</strong></div>\(said)</figure>\n"
    }

    /// The picture as the reviewer checks it: its name, whether it is drawn, and the art brief.
    var review: String? {
        guard let image = item.image, let asset = image.asset?.value else { return nil }
        let name = "<code>\(escapeHTML(asset))</code>"
        guard let entry = catalog.assetsByID[asset] else {
            return catalog.assets == nil ? name : name + " <span class=\"tag bad\">not in the asset catalog</span>"
        }
        let drawn = catalog.assetFiles[entry.id.value].map { $0.format?.kind == .image && $0.format != .pdf && $0.bytes() != nil } ?? false
        let status = drawn ? "drawn" : entry.isPlaceholder ? "placeholder: no art yet" : "placeholder: \(escapeHTML(entry.file?.value ?? "")) cannot be shown"
        return name + " <span class=\"muted\">(\(status))</span><p class=\"asset-shows\"><span class=\"muted\">The art must show:</span> \(escapeHTML(entry.shows.value))</p>"
    }
}
