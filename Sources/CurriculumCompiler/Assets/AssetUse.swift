/// An item that shows an asset: where the ASSET rules and the briefs find who needs a picture.
package struct AssetUse: Sendable {
    package var lesson: Lesson
    package var item: Item
    package var image: Item.Image
    /// The asset id as the item wrote it.
    package var asset: Reference
}

extension Catalog {
    /// Every item's picture, in teaching order.
    package var assetUses: [AssetUse] {
        items.compactMap { lesson, item in
            guard let image = item.image, let asset = image.asset else { return nil }
            return AssetUse(lesson: lesson, item: item, image: image, asset: asset)
        }
    }

    /// The items that show each asset, by asset id, in teaching order.
    package var assetUsesByID: [String: [AssetUse]] { Dictionary(grouping: assetUses, by: \.asset.value) }
}
