/// The codes of NYSED's Next Generation Mathematics Learning Standards for K and Grade 1 (2017,
/// updated 2019), checked against its Kindergarten and Grade 1 crosswalks: 30 for Kindergarten, 27
/// for Grade 1, lettered parts written without a dot.
enum OfficialStandards {
    static let codes: Set<String> = [
        "NY-K.CC.1", "NY-K.CC.2", "NY-K.CC.3", "NY-K.CC.4", "NY-K.CC.4a", "NY-K.CC.4b", "NY-K.CC.4c",
        "NY-K.CC.4d", "NY-K.CC.5a", "NY-K.CC.5b", "NY-K.CC.6", "NY-K.CC.7", "NY-K.OA.1", "NY-K.OA.2a",
        "NY-K.OA.2b", "NY-K.OA.3", "NY-K.OA.4", "NY-K.OA.5", "NY-K.OA.6", "NY-K.NBT.1", "NY-K.MD.1",
        "NY-K.MD.2", "NY-K.MD.3", "NY-K.MD.4", "NY-K.G.1", "NY-K.G.2", "NY-K.G.3", "NY-K.G.4",
        "NY-K.G.5", "NY-K.G.6",
        "NY-1.OA.1", "NY-1.OA.2", "NY-1.OA.3", "NY-1.OA.4", "NY-1.OA.5", "NY-1.OA.6a", "NY-1.OA.6b",
        "NY-1.OA.7", "NY-1.OA.8", "NY-1.NBT.1", "NY-1.NBT.2", "NY-1.NBT.2a", "NY-1.NBT.2b",
        "NY-1.NBT.2c", "NY-1.NBT.3", "NY-1.NBT.4", "NY-1.NBT.5", "NY-1.NBT.6", "NY-1.MD.1",
        "NY-1.MD.2", "NY-1.MD.3a", "NY-1.MD.3b", "NY-1.MD.3c", "NY-1.MD.4", "NY-1.G.1", "NY-1.G.2",
        "NY-1.G.3",
    ]

    /// Codes NYSED uses only as headings of their lettered parts: a reference means all parts.
    static let headings: [String: [String]] = [
        "NY-K.CC.5": ["NY-K.CC.5a", "NY-K.CC.5b"],
        "NY-K.OA.2": ["NY-K.OA.2a", "NY-K.OA.2b"],
        "NY-1.OA.6": ["NY-1.OA.6a", "NY-1.OA.6b"],
        "NY-1.MD.3": ["NY-1.MD.3a", "NY-1.MD.3b", "NY-1.MD.3c"],
    ]
}
