import CurriculumCompiler
import Foundation

/// An item's picture on a preview page: the drawn art where its file exists, shown through an
/// `<img>` with the bytes inline (a `data:` URL), which a browser draws without running any
/// script or fetching anything the file names, so the page stays self-contained and safe even
/// before ASSET-SVG-UNSAFE is fixed; otherwise a placeholder marked as one, with what the art
/// must show (docs/assets.md#placeholders).
struct AssetFigure {
    var item: Item
    var catalog: Catalog

    var html: String {
        guard let image = item.image, let asset = image.asset?.value else { return "" }
        let alt = image.alt?.value ?? ""
        let caption = "<figcaption class=\"asset\">Picture <code>\(escapeHTML(asset))</code>" + (image.alt.map { ": “\(escapeHTML($0.value))”" } ?? "") + "</figcaption>"
        guard let entry = catalog.assetsByID[asset] else {
            guard catalog.assets != nil else { return "<figure class=\"asset-figure\">\(caption)</figure>\n" }
            return "<figure class=\"asset-figure asset-missing\"><p>Not in the asset catalog</p>\(caption)</figure>\n"
        }
        if let info = catalog.assetFiles[entry.id.value], let format = info.format, format.kind == .image, format != .pdf,
            let bytes = info.bytes()
        {
            let size = entry.size.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
            return "<figure class=\"asset-figure asset-ready\"><img src=\"data:\(format.mediaType);base64,\(Data(bytes).base64EncodedString())\"\(size) alt=\"\(escapeHTML(alt))\">\(caption)</figure>\n"
        }
        let why = entry.isPlaceholder ? "Placeholder: no art yet" : "Placeholder: \(escapeHTML(entry.file?.value ?? "")) cannot be shown"
        let size = entry.size.map { " style=\"aspect-ratio: \($0.width) / \($0.height)\"" } ?? ""
        return "<figure class=\"asset-figure asset-placeholder\"><div class=\"placeholder-card\" role=\"img\" aria-label=\"\(escapeHTML(alt))\"\(size)>"
            + "<strong>\(why)</strong><span>\(escapeHTML(entry.shows.value))</span></div>\(caption)</figure>\n"
    }
}
