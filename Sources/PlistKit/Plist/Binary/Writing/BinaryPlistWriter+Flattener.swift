extension BinaryPlistWriter {
  /// An object of a flattener's output; a container's children are references kept in one pool.
  enum Object {
    /// A string, by its entry in the flattener's `BinaryStringTable`.
    case string(entry: Int)
    case scalar(PlistValue)
    case array(start: Int, count: Int)
    case dictionary(start: Int, count: Int)
  }

  /// Where a flattener's output was when it met a container it leaves to a part (the head) or
  /// began a container given to it (a part).
  struct Mark {
    let objects: Int
    let entries: Int
  }

  /// Lays a tree out as the binary form's objects, each container before its children: the
  /// whole tree, or (in parts) the levels above some depth or some containers below it. Its
  /// objects are numbered on their own; `BinaryPlistWriter.number` makes one numbering of all.
  struct Flattener {
    private(set) var objects: [Object] = []
    /// The references of every container's children, each container's in one run (a
    /// dictionary's keys, then its values); `-(k + 1)` for the `k`th container left to a part.
    private(set) var refs: [Int] = []
    private(set) var strings = BinaryStringTable()
    /// The reference of each string already met, by its place in the file read in place
    /// (see `PlistNode.stringPlace`), plus one; 0 for one not met yet.
    private var placeRefs: [UInt32] = []
    private var integers: [Int64: Int] = [:]
    /// The reference of each integer below `smallIntegers` already met, plus one.
    private var smallIntegerRefs: [Int] = []
    private static let smallIntegers = 1_024
    /// A number for each text of a key of the tape read in place (0, 1, ... in the order met),
    /// by the key's place among the tape's strings, plus one (0: not met yet); equal keys at
    /// two places have one number.
    private var keyClasses: [UInt32] = []
    private var classOfKey: [String: UInt32] = [:]
    /// The keys' references of the last dictionary in memory of each number of keys, with the
    /// keys they are for: records of one type share their keys (`KeyShape`), whose strings are
    /// then found once, not hashed again in every record.
    private var keyRefsOfShape: [Int: (shape: CopyOnWrite<KeyShape>, refs: [Int])] = [:]
    /// The output is at least a byte an object, and a limit of that (`most` objects) is checked
    /// as objects are made, before a shared container expanded many times fills memory; `limit`
    /// is the output's, which the error names.
    let limit: Int
    let most: Int
    /// The depth whose containers are left to the parts (`.max`: none).
    let frontierDepth: Int
    private(set) var marks: [Mark] = []

    init(limit: Int, most: Int, frontierDepth: Int = .max) {
      self.limit = limit
      self.most = most
      self.frontierDepth = frontierDepth
    }

    /// Adds a container given to this part, marking where its objects begin.
    mutating func addContainer(_ node: PlistNode) throws(PlistError) {
      marks.append(mark)
      _ = try add(node)
    }

    var mark: Mark { Mark(objects: objects.count, entries: strings.count) }

    mutating func add(_ node: PlistNode, depth: Int = 0) throws(PlistError) -> Int {
      if case let .tape(held, index) = node.storage { return try add(tape: held.reader, at: index, depth: depth) }
      guard objects.count <= most else { throw OutputLimit.passed(limit) }
      switch node.kind {
      case .string:
        guard let (place, places) = node.stringPlace else { return addString(node.string ?? "") }
        return addString(at: place, of: places) { node.string ?? "" }
      case .array where depth == frontierDepth, .dictionary where depth == frontierDepth:
        return leaveToPart()
      case .array:
        let (ref, start) = appendContainer(.array(start: refs.count, count: node.count), children: node.count)
        try node.forEachElement { (i, element) throws(PlistError) in refs[start + i] = try add(element, depth: depth + 1) }
        return ref
      case .dictionary:
        return try addDictionary(node, depth: depth)
      default:
        return appendScalar(node.scalar ?? .bool(false))
      }
    }

    /// A container at the frontier's depth, left to the part that lays it out.
    mutating func leaveToPart() -> Int {
      marks.append(mark)
      return -marks.count
    }

    mutating func addInteger(_ i: Int64) -> Int {
      // Small counts (stock, quantities) by a slot each rather than hashed.
      if i >= 0, i < Int64(Self.smallIntegers) {
        if smallIntegerRefs.isEmpty { smallIntegerRefs = Array(repeating: 0, count: Self.smallIntegers) }
        if smallIntegerRefs[Int(i)] != 0 { return smallIntegerRefs[Int(i)] - 1 }
        let ref = append(.scalar(.integer(i)))
        smallIntegerRefs[Int(i)] = ref + 1
        return ref
      }
      if let ref = integers[i] { return ref }
      let ref = append(.scalar(.integer(i)))
      integers[i] = ref
      return ref
    }

    mutating func appendScalar(_ value: PlistValue) -> Int {
      if case .integer(let i) = value { return addInteger(i) }
      return append(.scalar(value))
    }

    /// Appends a container and room for its children's references: its reference, and where
    /// its children's begin.
    mutating func appendContainer(_ object: Object, children: Int) -> (ref: Int, start: Int) {
      let ref = append(object)
      let start = refs.count
      refs.append(contentsOf: repeatElement(0, count: children))
      return (ref, start)
    }

    mutating func setRef(_ index: Int, _ ref: Int) { refs[index] = ref }

    /// The number of the text of the tape's key at `place` (see `keyClasses`).
    mutating func keyClass(tape: PlistTape, place: Int) -> UInt32 {
      if keyClasses.isEmpty { keyClasses = Array(repeating: 0, count: tape.stringCount) }
      if keyClasses[place] != 0 { return keyClasses[place] - 1 }
      let key = tape.strings[place]
      let number = classOfKey[key] ?? UInt32(classOfKey.count)
      classOfKey[key] = number
      keyClasses[place] = number + 1
      return number
    }

    /// The string kept at `place` of the file read in place: a new entry the first time it is
    /// met there (its text is made one object with the others' later).
    mutating func addString(at place: Int, of places: Int, _ text: () -> String) -> Int {
      if placeRefs.isEmpty, places < UInt32.max { placeRefs = Array(repeating: 0, count: places) }
      guard place < placeRefs.count else { return addString(text()) }
      if placeRefs[place] != 0 { return Int(placeRefs[place]) - 1 }
      let ref = objects.count
      let entry = strings.append(text(), ref: ref)
      objects.append(.string(entry: entry))
      if ref < UInt32.max - 1 { placeRefs[place] = UInt32(ref + 1) }
      return ref
    }

    private mutating func addString(_ text: String) -> Int {
      let (ref, entry, isNew) = strings.ref(for: text, next: objects.count)
      if isNew { objects.append(.string(entry: entry)) }
      return ref
    }

    mutating func addDictionary(_ node: PlistNode, depth: Int) throws(PlistError) -> Int {
      let node = node.writtenEntries
      let count = node.count
      // `{CF$UID = n}` from XML or JSON is the UID it stands for, as Apple's reader takes it:
      // a keyed archive converted to binary still unarchives.
      if count == 1, let (_, value) = node.lookup("CF$UID") {
        switch value.scalar {
        case .integer(let n)? where n >= 0: return append(.scalar(.uid(UInt64(n))))
        case .unsignedInteger(let n)?: return append(.scalar(.uid(n)))
        default: break
        }
      }
      let (ref, start) = appendContainer(.dictionary(start: refs.count, count: count), children: 2 * count)
      // Keys first, then values, as Apple's writer orders them.
      if case .value(.dictionary(let dictionary)) = node.storage {
        let shape = dictionary.keyShape
        if let known = keyRefsOfShape[count], known.shape.isShared(with: shape) {
          for i in 0..<count { refs[start + i] = known.refs[i] }
        } else {
          node.forEachEntry { i, key, _ in refs[start + i] = addString(key) }
          keyRefsOfShape[count] = (shape, Array(refs[start..<(start + count)]))
        }
      } else if let places = node.keyPlaces, let sizing = node.placesCount {
        node.forEachEntry { i, key, _ in refs[start + i] = addString(at: places[i], of: sizing) { key } }
      } else {
        node.forEachEntry { i, key, _ in refs[start + i] = addString(key) }
      }
      try node.forEachEntry { (i, _, value) throws(PlistError) in
        refs[start + count + i] = try add(value, depth: depth + 1)
      }
      return ref
    }

    private mutating func append(_ object: Object) -> Int {
      objects.append(object)
      return objects.count - 1
    }
  }
}
