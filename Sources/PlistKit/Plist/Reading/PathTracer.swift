/// Follows the parser's path and notes the byte offsets where target values begin: one pass
/// over the file finds the lines of any number of diagnostics.
///
/// The targets are kept as a tree of their components, and the parser's place as a node of
/// it: a step into a value costs one lookup of that one component, and a value no target lies
/// in is passed with a count. Hashing the whole path at every value of the file (as this did
/// before) made lint of a shop of 100,000 products, each with a diagnostic, take seven times
/// its reading.
final class PathTracer {
  private struct Node {
    /// A node's children: a few compared in turn (a product's one `picture`: no key of the
    /// file's other entries is hashed to find it is not one), many by a table.
    private var few: [(component: PlistPathComponent, node: Int)] = []
    private var many: [PlistPathComponent: Int]?
    /// The target that ends here, if one does.
    var target: [PlistPathComponent]?
    var offset: Int?

    private static let fewest = 8

    func child(_ component: PlistPathComponent) -> Int? {
      if let many { return many[component] }
      for entry in few where entry.component == component { return entry.node }
      return nil
    }

    mutating func add(_ component: PlistPathComponent, node: Int) {
      if many != nil {
        many?[component] = node
      } else if few.count < Self.fewest {
        few.append((component, node))
      } else {
        many = Dictionary(uniqueKeysWithValues: few.map { ($0.component, $0.node) } + [(component, node)])
        few = []
      }
    }
  }

  /// The node where each target (by its place in the list given) ends.
  private var ends: [Int] = []

  private var nodes = [Node()]
  /// The node of each step taken, while the path is in the tree.
  private var path: [Int] = [0]
  /// Steps taken since the path left the tree.
  private var outside = 0

  /// `prefix`: the path of the value the parse starts at (one root element's `[i]`).
  init(targets: [PlistPath], prefix: [PlistPathComponent] = []) {
    for target in targets {
      var node = 0
      for component in target.components {
        if let child = nodes[node].child(component) {
          node = child
        } else {
          nodes.append(Node())
          nodes[node].add(component, node: nodes.count - 1)
          node = nodes.count - 1
        }
      }
      nodes[node].target = target.components
      ends.append(node)
    }
    for component in prefix { push(component) }
  }

  func push(_ component: PlistPathComponent) {
    guard outside == 0, let child = nodes[path[path.count - 1]].child(component) else {
      outside += 1
      return
    }
    path.append(child)
  }

  func pop() {
    if outside > 0 {
      outside -= 1
    } else if path.count > 1 {
      path.removeLast()
    }
  }

  /// A value starts at byte `at` of the file: noted when it is a target met the first time.
  func reach(_ at: Int) {
    guard outside == 0 else { return }
    let node = path[path.count - 1]
    if nodes[node].target != nil, nodes[node].offset == nil { nodes[node].offset = at }
  }

  /// Where each target of the list given begins; -1 for one not reached.
  var offsetList: [Int] {
    ends.map { nodes[$0].offset ?? -1 }
  }

  /// Where each target reached begins.
  var offsets: [[PlistPathComponent]: Int] {
    var found: [[PlistPathComponent]: Int] = [:]
    for node in nodes {
      if let target = node.target, let offset = node.offset { found[target] = offset }
    }
    return found
  }
}
