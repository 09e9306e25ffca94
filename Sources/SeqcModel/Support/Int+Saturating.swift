extension Int {
    /// `self + other`, or the bound the true sum lies beyond (`.max` above, `.min` below)
    /// instead of trapping: for totals of numbers a user or a hostile file chose. The one
    /// saturating sum seqc uses; a total that has saturated stays past every limit.
    /// Inlinable: the composer adds to its totals for every node of every file.
    @inlinable package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self * other`, or the bound the true product lies beyond, as ``saturatingAdd(_:)``.
    @inlinable package func saturatingMultiply(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) != (other < 0) ? .min : .max) : product
    }
}
