extension PlistNode {
  /// How many parts to read this array's elements in when they hold enough values to be worth
  /// more than one core: several a core, each taken by whichever core is free, so that a core
  /// slowed by another process (or given the larger elements) does not hold the rest up at
  /// the end. Nil for a small array, or one held in memory as values.
  @usableFromInline var parallelParts: Int? {
    let count = self.count
    guard count >= 2, Parts.most > 1 else { return nil }
    let size: Int
    switch storage {
    case .value: return nil
    case let .tape(held, index): size = held.read { $0.tokens[index].end(at: index) - index }
    case .binary: size = count * (1 + firstElementSize)
    }
    let cores = Parts.count(for: size, minimum: ModelBatch.valuesPerThread)
    return cores > 1 ? min(count, cores * Self.partsPerCore) : nil
  }

  private static let partsPerCore = 8

  /// The values in the first element and its children's (a binary file tells no subtree's
  /// size): what each element is guessed to hold.
  private var firstElementSize: Int {
    guard case let .binary(held, ref) = storage, held.reader.isArray(ref) else { return 0 }
    let first = held.read { parser in PlistNode(binary: parser, ref: parser.ref(0, at: parser.extent(at: parser.offset(of: ref)).start)) }
    var size = first.count
    switch first.kind {
    case .array: first.forEachElement { _, child in size += child.count }
    case .dictionary: first.forEachEntry { _, _, child in size += child.count }
    default: break
    }
    return size
  }

  /// The elements of an array, to be read in any order.
  @usableFromInline var elementNodes: [PlistNode] {
    var nodes: [PlistNode] = []
    nodes.reserveCapacity(count)
    forEachElement { _, element in nodes.append(element) }
    return nodes
  }
}
