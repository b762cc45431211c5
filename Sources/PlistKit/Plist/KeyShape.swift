/// A dictionary's keys in order, with a hash index when they are many; shared by dictionaries
/// that hold the same keys in the same order. Changed only through a dictionary that holds the
/// only reference (`PlistDictionary.ownShape`), as a copy-on-write buffer is; its branches
/// only by the reader whose `KeyShapes` tree it is in, while that reader builds.
final class KeyShape: @unchecked Sendable {
  // Unchecked: a reader follows a shape for every key of every dictionary, and a check at
  // run time of each access was a sixth of following it; the rule above is what keeps
  // accesses apart.
  @exclusivity(unchecked) var keys: [String]
  @exclusivity(unchecked) var index: [String: Int]?
  /// While a reader builds (see `KeyShapes`, which holds every shape of its tree): the first
  /// shape of these keys and one more, and the next shape of the parent's keys and one more.
  /// Unretained links, so that following them costs no reference counting.
  @exclusivity(unchecked) var firstBranch: Unmanaged<KeyShape>?
  @exclusivity(unchecked) var nextBranch: Unmanaged<KeyShape>?
  /// The bits of the last key as the shape was made, which a branch is found by (a shape in
  /// a tree never changes: the tree's reference keeps any dictionary from owning it).
  private let lastKeyBits: (UInt64, UInt64)

  static let empty = KeyShape(keys: [])

  init(keys: [String], index: [String: Int]? = nil) {
    self.keys = keys
    self.index = index
    lastKeyBits = keys.last.map { unsafeBitCast($0, to: (UInt64, UInt64).self) } ?? (0, 0)
  }

  /// Distinct keys, indexed when there are many.
  convenience init(distinctKeys keys: [String]) {
    self.init(keys: keys)
    if keys.count > PlistDictionary.indexThreshold { rebuildIndex() }
  }

  func rebuildIndex() {
    var built = [String: Int](minimumCapacity: keys.count)
    for (i, key) in keys.enumerated() { built[key] = i }
    index = built
  }

  /// The branch for `key`. Keys are compared by their bytes, not canonically as a
  /// dictionary's are: a shape stands for its keys' very text, and "é" written two ways is
  /// written back as each was. Two keys of the same bits are the same text (a short one held
  /// in them, a long one's storage kept alive by the shape).
  @inline(__always)
  func next(_ key: String) -> Unmanaged<KeyShape>? {
    let bits = unsafeBitCast(key, to: (UInt64, UInt64).self)
    let isSmallASCII = PlistNode.KeyBits.smallASCII(bits)
    var branch = firstBranch
    while let candidate = branch {
      let found = candidate._withUnsafeGuaranteedRef { shape in
        shape.lastKeyBits == bits || (!(isSmallASCII && PlistNode.KeyBits.smallASCII(shape.lastKeyBits)) && shape.keys.last!.utf8.elementsEqual(key.utf8))
      }
      if found { return candidate }
      branch = candidate._withUnsafeGuaranteedRef { $0.nextBranch }
    }
    return nil
  }
}

/// The shapes of the dictionaries a reader has built, as a tree from no keys: each shape leads
/// to the shapes one key longer, so a dictionary finds its shape a key at a time. A file's
/// dictionaries mostly repeat a few sets of keys (a product with a badge, one without), and
/// each set is made once. The tree is bounded: a dictionary of more keys, or one met once the
/// tree is full, is built on its own.
struct KeyShapes {
  /// Every shape of the tree, the root first: what keeps them while the links are followed.
  private var made = [KeyShape(keys: [])]

  /// The most shapes a tree holds, and the most keys a shape in it has.
  static let mostShapes = 1_024
  static let mostKeys = 32

  /// The shape of no keys, where each dictionary starts.
  var root: Unmanaged<KeyShape> { .passUnretained(made[0]) }

  /// The shape of `shape`'s keys and then `key`, made and kept; nil when `key` is already
  /// one of them or the tree is full.
  mutating func grow(_ shape: KeyShape, _ key: String) -> Unmanaged<KeyShape>? {
    guard made.count <= Self.mostShapes, shape.keys.count < Self.mostKeys,
          PlistDictionary.position(of: key, in: shape.keys) == nil else { return nil }
    let grown = KeyShape(distinctKeys: shape.keys + [key])
    made.append(grown)
    grown.nextBranch = shape.firstBranch
    shape.firstBranch = .passUnretained(grown)
    return .passUnretained(grown)
  }

  /// Lets go of the tree once the reader is done: the shapes its dictionaries hold stay, with
  /// no links left to those that go.
  mutating func clear() {
    for shape in made {
      shape.firstBranch = nil
      shape.nextBranch = nil
    }
    made = []
  }
}
