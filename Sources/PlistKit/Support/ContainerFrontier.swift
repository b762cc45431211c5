/// Building a large tree of values on every core, for the binary reader and the tape alike:
/// the containers a few levels below the root (a catalog's categories, a pack's questions) are
/// found breadth first and built at once, one share a core; the caller then builds the levels
/// above them in order, taking each built container as its walk in depth meets it (the last
/// level, in order, is met in the same order by that walk).
enum ContainerFrontier {
  /// The containers built, in the order the walk in depth meets them, and their depth below
  /// the root. Nil when the tree is too narrow to split (fewer than two a core within eight
  /// levels). `containers` calls its body with each container a container holds; `value`
  /// builds a container, given the piece (below `Parts.mostPieces`) that builds it: the
  /// containers are cut into several pieces a core, each taken by whichever core is free.
  static func build(from root: Int, containers: (Int, (Int) -> Void) -> Void,
                    value: (_ part: Int, _ container: Int) -> PlistValue) -> (built: Built, depth: Int)? {
    let parts = Parts.most
    var level = [root]
    var depth = 0
    while level.count < 16 * parts, depth < 8 {
      var below: [Int] = []
      for container in level { containers(container) { below.append($0) } }
      guard !below.isEmpty else { break }
      level = below
      depth += 1
    }
    guard depth > 0, level.count >= 2 * parts else { return nil }
    let frontier = level
    let built = Parts.map(Parts.pieces(for: frontier.count, minimum: 1), over: frontier.count) { piece, range in
      range.map { value(piece, frontier[$0]) }
    }
    return (Built(values: Array(built.joined())), depth)
  }

  /// The built containers, taken one by one in order.
  final class Built {
    private let values: [PlistValue]
    private var next = 0

    fileprivate init(values: [PlistValue]) {
      self.values = values
    }

    func take() -> PlistValue {
      defer { next += 1 }
      return values[next]
    }
  }
}
