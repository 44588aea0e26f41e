/// The pictures a grade bundle carries (docs/assets.md#how-the-app-finds-a-picture): the file of
/// every asset its items show, under `assets/<file>`, and for each item's picture either that
/// path or a placeholder mark with what the art must show.
struct BundleAssets {
    let catalog: Catalog

    struct File {
        var path: String
        var bytes: [UInt8]
        var mediaType: String
    }

    enum Failure: Error, CustomStringConvertible {
        /// A file the rules read is gone or changed into something unreadable since.
        case unreadable(String)
        /// A file the rules passed changed since into one that may not ship.
        case changed(String)

        var description: String {
            switch self {
            case .unreadable(let path): return "cannot read \(path) again to put it in the bundle"
            case .changed(let path): return "\(path) changed while the bundle was built and is no longer safe to ship; lint it again"
            }
        }
    }

    /// Where an asset's file goes in a bundle, or nil for a placeholder: no file yet, or one
    /// that may not ship (missing, unsafe, cut short; `AssetFileInfo.isShippable`), whatever
    /// the rules that report it are set to.
    func bundlePath(of asset: String) -> String? {
        guard let entry = catalog.assetsByID[asset], let file = entry.file?.value, catalog.assetFiles[asset]?.isShippable == true else {
            return nil
        }
        return "assets/" + file
    }

    /// The files of the assets `lessons` show, each once, by path.
    func files(for lessons: [Lesson]) throws -> [File] {
        var out: [String: File] = [:]
        for lesson in lessons {
            for item in lesson.items {
                guard let asset = item.image?.asset?.value, let path = bundlePath(of: asset), out[path] == nil,
                    let info = catalog.assetFiles[asset]
                else { continue }
                guard let bytes = info.bytes() else { throw Failure.unreadable(info.displayPath) }
                // The bytes that ship are judged again: the file may have changed since it was checked.
                var again = info
                again.describe(bytes)
                guard again.isShippable else { throw Failure.changed(info.displayPath) }
                out[path] = File(path: path, bytes: bytes, mediaType: info.format?.mediaType ?? "application/octet-stream")
            }
        }
        return out.keys.sorted().compactMap { out[$0] }
    }

    /// An item's picture in the bundle: its file, or, for a catalog picture with no file yet, a
    /// placeholder the app draws as a plain card.
    func picture(_ asset: String) -> (file: String?, isPlaceholder: Bool) {
        let file = bundlePath(of: asset)
        return (file, file == nil && catalog.assetsByID[asset] != nil)
    }
}

extension AssetFormat {
    /// The IANA media type.
    package var mediaType: String {
        switch self {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        case .wav: return "audio/wav"
        case .mp3: return "audio/mpeg"
        case .m4a: return "audio/mp4"
        }
    }
}
