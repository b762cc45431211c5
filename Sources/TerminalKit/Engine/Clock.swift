#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where programs get the time: seconds on a monotonic scale. Tests and the script front end
/// step a `ManualClock`; the screen uses `SystemClock`.
public protocol Clock: AnyObject {
  var now: Double { get }
}

public final class SystemClock: Clock {
  public init() {}

  public var now: Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}

public final class ManualClock: Clock {
  public var now: Double

  public init(now: Double = 0) {
    self.now = now
  }

  public func advance(by seconds: Double) {
    now += seconds
  }
}
