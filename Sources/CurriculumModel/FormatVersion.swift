/// The version of the bundle format, which the app checks before decoding anything else.
public enum BundleFormat {
    public static let version = 1
}
