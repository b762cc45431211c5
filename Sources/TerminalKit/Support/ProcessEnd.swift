/// Values kept to the end of the process and never freed: a command that ends the process as
/// it returns (a lint of 100,000 problems, a game's whole state) would otherwise spend about
/// as long freeing them one by one as printing them, for memory the system takes back at
/// exit anyway (clang's -disable-free, for the same reason).
public enum ProcessEnd {
  /// Keeps `value` until the process ends: retained once more, and never released.
  public static func leave(_ value: Any) {
    _ = Unmanaged.passRetained(Held(value))
  }

  private final class Held {
    let value: Any
    init(_ value: Any) { self.value = value }
  }
}
