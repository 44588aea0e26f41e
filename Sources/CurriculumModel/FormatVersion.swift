/// The version of the bundle format, which the app checks before decoding anything else.
///
/// 2: compact JSON; the String Catalog is no longer inside a bundle (the build writes one for
/// translators beside the bundles); translations ride in `strings/<locale>.json`.
public enum BundleFormat {
    public static let version = 2
}
