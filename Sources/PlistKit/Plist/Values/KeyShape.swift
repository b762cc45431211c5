/// A dictionary's keys in order, with a hash index when they are many; shared by dictionaries
/// that hold the same keys in the same order (a file's hundred thousand products mostly repeat
/// a few sets of keys), through `CopyOnWrite`: a dictionary that changes its keys first makes
/// them its own.
struct KeyShape: Sendable {
  var keys: [String]
  var index: [String: Int]?

  init(keys: [String], index: [String: Int]? = nil) {
    self.keys = keys
    self.index = index
  }

  /// Distinct keys, indexed when there are many.
  init(distinctKeys keys: [String]) {
    self.init(keys: keys)
    if keys.count > PlistDictionary.indexThreshold { rebuildIndex() }
  }

  mutating func rebuildIndex() {
    var built = [String: Int](minimumCapacity: keys.count)
    for (i, key) in keys.enumerated() { built[key] = i }
    index = built
  }
}

/// The shapes of the dictionaries a reader has built from one tape, as a tree from no keys:
/// each shape leads to the shapes one key longer, so a dictionary finds its shape a key at a
/// time. A file's dictionaries mostly repeat a few sets of keys (a product with a badge, one
/// without), and each set is made once. The tree is bounded: a dictionary of more keys, or one
/// met once the tree is full, is built on its own. A value of the builder that owns it: the
/// links are numbers into its arrays, followed without counting a reference.
struct KeyShapes {
  /// Every shape of the tree, the root (no keys) first, by number.
  private var made = [CopyOnWrite(KeyShape(keys: []))]
  /// Each shape's last key (the root's is empty), which a branch is found by; and the place
  /// among the tape's strings it was last met at, compared first (a tape holds a repeated key
  /// once, mostly: see `PlistTape.appendString`).
  private var lastKeys = [""]
  private var lastKeyStrings = [-1]
  /// Each shape's first branch (one key longer), and its next sibling; -1 for none.
  private var firstBranch: [Int32] = [-1]
  private var nextBranch: [Int32] = [-1]

  /// The most shapes a tree holds, and the most keys a shape in it has.
  static let mostShapes = 1_024
  static let mostKeys = 32

  /// The shape of no keys, where each dictionary starts.
  static let root = 0

  /// The shape numbered `node`.
  func shape(_ node: Int) -> CopyOnWrite<KeyShape> { made[node] }

  /// The shape of `node`'s keys and then string `key` of `strings`, found or made; nil when
  /// the key is already one of them or the tree is full. Keys are compared by their bytes, not
  /// canonically as a dictionary's are: a shape stands for its keys' very text, and "é"
  /// written two ways is written back as each was.
  @inline(__always)
  mutating func next(_ node: Int, key: Int, of strings: PlistTape.Strings) -> Int? {
    var branch = Int(firstBranch[node])
    while branch >= 0 {
      if lastKeyStrings[branch] == key { return branch }
      branch = Int(nextBranch[branch])
    }
    return next(node, text: strings[key], string: key)
  }

  /// `next` by the key's text, once its place among the tape's strings was not met before.
  private mutating func next(_ node: Int, text: String, string: Int) -> Int? {
    var branch = Int(firstBranch[node])
    while branch >= 0 {
      if PlistNode.sameKey(lastKeys[branch], text) {
        lastKeyStrings[branch] = string
        return branch
      }
      branch = Int(nextBranch[branch])
    }
    return grow(node, text, string: string)
  }

  private mutating func grow(_ node: Int, _ key: String, string: Int) -> Int? {
    let keys = made[node].value.keys
    guard made.count <= Self.mostShapes, keys.count < Self.mostKeys, PlistDictionary.position(of: key, in: keys) == nil else {
      return nil
    }
    let grown = made.count
    made.append(CopyOnWrite(KeyShape(distinctKeys: keys + [key])))
    lastKeys.append(key)
    lastKeyStrings.append(string)
    firstBranch.append(-1)
    nextBranch.append(firstBranch[node])
    firstBranch[node] = Int32(grown)
    return grown
  }
}
