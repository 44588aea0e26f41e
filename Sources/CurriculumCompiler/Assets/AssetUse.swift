/// An item that shows an asset: where the ASSET rules and the briefs find who needs a picture.
public struct AssetUse: Sendable {
    public var lesson: Lesson
    public var item: Item
    public var image: Item.Image
    /// The asset id as the item wrote it.
    public var asset: Reference
}

extension Catalog {
    /// Every item's picture, in teaching order.
    public var assetUses: [AssetUse] {
        items.compactMap { lesson, item in
            guard let image = item.image, let asset = image.asset else { return nil }
            return AssetUse(lesson: lesson, item: item, image: image, asset: asset)
        }
    }

    /// The items that show each asset, by asset id, in teaching order.
    public var assetUsesByID: [String: [AssetUse]] { Dictionary(grouping: assetUses, by: \.asset.value) }
}
