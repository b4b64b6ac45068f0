//! `f(k)`: the number of winning first moves on the Fibonacci tree `T(k)`.

use combgames_base::{Exceeded, Limits, Modulus, Resource};
use combgames_counting::Counting;
use num_bigint::BigUint;

use crate::Error;
use crate::exact;
use crate::plan::{Plan, grundy};
use crate::relabel::{Channel, Relabel};
use crate::residues;

/// Largest `order * states` a residue count may take by default (about 3 minutes of one core with AVX2,
/// 6 to 7 without: 0.17 and 0.37 ns a step at `k = 10^5`).
///
/// ```
/// use combgames_fibonacci_tree_game::{FibonacciTreeGame, MAX_STEPS};
/// assert!(FibonacciTreeGame::new(10_000).unwrap().steps() < u128::from(MAX_STEPS));
/// assert!(FibonacciTreeGame::new(5_000_000).unwrap().steps() > u128::from(MAX_STEPS));
/// ```
pub const MAX_STEPS: u64 = 1_000_000_000_000;
/// Largest number of limb additions (one `u64` each) an exact count may take by default (about a minute
/// and a half of one core; `f(3 * 10^4)` takes `1.1 * 10^11`, about 50 s).
///
/// ```
/// use combgames_fibonacci_tree_game::FibonacciTreeGame;
/// assert!(FibonacciTreeGame::new(100_000).unwrap().count_exact().is_err());
/// ```
pub const MAX_EXACT_WORD_STEPS: u64 = 200_000_000_000;
/// Largest memory an exact count may hold by default, in bytes.
///
/// ```
/// use combgames_fibonacci_tree_game::MAX_EXACT_BYTES;
/// assert_eq!(MAX_EXACT_BYTES, 16 << 30);
/// ```
pub const MAX_EXACT_BYTES: u64 = 16 << 30;

/// Orders above this are refused without scanning their Grundy values: the work is at least
/// `k^2 / 6` steps, far over [`MAX_STEPS`].
const MAX_SCANNED_ORDER: usize = 100_000_000;

/// The Fibonacci Tree Game on `T(k)` (Project Euler 400): Green Hackenbush, where a move
/// removes a non-root node with its subtree and the player left with the bare root loses.
/// `f(k)` counts the winning first moves.
///
/// The count runs bottom-up over the orders `1..k`, one row of counts per order indexed by the
/// state a cut must reach, in a channel of `width / 2` or `width / 4` states (see the crate
/// docs): `O(k * width)` time, three rows of memory.
///
/// ```
/// use combgames_fibonacci_tree_game::FibonacciTreeGame;
/// let game = FibonacciTreeGame::new(10).unwrap();
/// assert_eq!(game.count_mod(1_000_000_000_000_000_000), Ok(17)); // published: f(10) = 17
/// assert_eq!(game.count_exact().unwrap().to_string(), "17");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FibonacciTreeGame {
    /// Threads for the rows (0: one per core); rows narrower than [`PARALLEL_ROW`] use one.
    threads: usize,
    /// The steps and bytes a count may take (the defaults [`MAX_STEPS`], and for exact counts
    /// [`MAX_EXACT_WORD_STEPS`] and [`MAX_EXACT_BYTES`]).
    limits: Limits,
    order: usize,
    /// A power of two above every `1 + G_n`, `n <= order`: all states lie below it.
    width: usize,
    /// `G_order`.
    value: usize,
}

impl FibonacciTreeGame {
    /// The game on `T(order)`.
    ///
    /// # Errors
    /// [`Error::ZeroOrder`] for order 0; [`Error::TooLarge`] for orders above 10^8, whose
    /// counts would need more than `k^2 / 6` steps (far over [`MAX_STEPS`]).
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::{Error, FibonacciTreeGame};
    /// assert!(FibonacciTreeGame::new(1).is_ok());
    /// assert_eq!(FibonacciTreeGame::new(0), Err(Error::ZeroOrder));
    /// ```
    pub fn new(order: usize) -> Result<Self, Error> {
        if order == 0 {
            return Err(Error::ZeroOrder);
        }
        if order > MAX_SCANNED_ORDER {
            return Err(Error::TooLarge {
                order,
                limit: MAX_SCANNED_ORDER,
            });
        }
        let largest = (1..=order).map(grundy).max().unwrap_or(0);
        Ok(FibonacciTreeGame {
            threads: 0,
            limits: Limits::new(),
            order,
            // At least 4, so that a channel of states mod 4 is never empty.
            width: (largest + 2).next_power_of_two().max(4),
            value: grundy(order),
        })
    }

    /// The same game counted on `threads` threads: 0 (the default) for one per core where it
    /// pays, 1 for none, more for that many (at most one per core and [`MAX_THREADS`]).
    /// - Residue counts ([`count_mod`](Self::count_mod)) share every row: by default on rows
    ///   of at least [`PARALLEL_ROW`] states (`f(10^5)` and up; narrower rows are not worth
    ///   the barrier between orders); the number is rounded down to a power of two, so that
    ///   each thread owns an aligned chunk of every row.
    /// - Exact counts ([`count_exact`](Self::count_exact)) share the limbs of the counts: by
    ///   default from `10^8` limb additions (from about `f(4000)`).
    ///
    /// Threads need the `parallel` feature (on by default); [`count_in`](Self::count_in) uses
    /// one thread. The counts are the same either way.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// let game = FibonacciTreeGame::new(30).unwrap().with_threads(2);
    /// assert_eq!(game.count_mod(1000), FibonacciTreeGame::new(30).unwrap().count_mod(1000));
    /// ```
    #[must_use]
    pub fn with_threads(self, threads: usize) -> Self {
        FibonacciTreeGame { threads, ..self }
    }

    /// The same game counted within `limits`: `steps`, the residue count's `order * states`
    /// ([`MAX_STEPS`] by default) or the exact count's limb additions
    /// ([`MAX_EXACT_WORD_STEPS`]); `bytes`, the exact count's memory ([`MAX_EXACT_BYTES`]; a
    /// residue count holds three rows of the channel). Both are estimated before any work. No
    /// time limit is read.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_fibonacci_tree_game::{Error, FibonacciTreeGame};
    /// let game = FibonacciTreeGame::new(1000).unwrap();
    /// assert!(game.count_mod(97).is_ok());
    /// let tight = game.with_limits(Limits::new().steps(1000));
    /// assert!(matches!(tight.count_mod(97), Err(Error::Exceeded(_))));
    /// assert!(matches!(tight.count_exact(), Err(Error::Exceeded(_))));
    /// ```
    #[must_use]
    pub fn with_limits(self, limits: Limits) -> Self {
        FibonacciTreeGame { limits, ..self }
    }

    /// The order `k`.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// assert_eq!(FibonacciTreeGame::new(9).unwrap().order(), 9);
    /// ```
    pub fn order(&self) -> usize {
        self.order
    }

    /// The Grundy value `G_k` of `T(k)`; `f(k) = 0` exactly when it is 0 (`k = 1 mod 6`).
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// assert_eq!(FibonacciTreeGame::new(13).unwrap().grundy_value(), 0); // 13 = 1 (mod 6)
    /// assert_eq!(FibonacciTreeGame::new(10_000).unwrap().grundy_value(), 6);
    /// ```
    pub fn grundy_value(&self) -> usize {
        self.value
    }

    /// The number of states in a dense row: a power of two above every `1 + G_n`, `n <= k`.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// // The largest G_n for n <= 10 is G_10 = 14, so states lie below 16.
    /// assert_eq!(FibonacciTreeGame::new(10).unwrap().width(), 16);
    /// ```
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of states per row the count actually keeps (its channel).
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// // G_10 = 14 is even: the states kept are those = 2 (mod 4), a quarter of 16.
    /// assert_eq!(FibonacciTreeGame::new(10).unwrap().channel_width(), 4);
    /// ```
    pub fn channel_width(&self) -> usize {
        self.width >> Channel::containing(self.value).shift
    }

    /// The work of a count: orders times channel states.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// assert_eq!(FibonacciTreeGame::new(10).unwrap().steps(), 40);
    /// ```
    pub fn steps(&self) -> u128 {
        self.order as u128 * self.channel_width() as u128
    }

    /// `f(k) mod modulus`.
    ///
    /// # Errors
    /// [`Error::Counting`] if `modulus < 2`; [`Error::Exceeded`] if the count would take
    /// more than [`MAX_STEPS`] steps.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// assert_eq!(FibonacciTreeGame::new(24).unwrap().count_mod(1000), Ok(945)); // f(24) = 7945
    /// ```
    pub fn count_mod(&self, modulus: u64) -> Result<u64, Error> {
        self.count_mod_with_progress(modulus, |_, _| {})
    }

    /// [`count_mod`](Self::count_mod), calling `progress(done, total)` once for each order, as
    /// the run of orders it belongs to ends.
    ///
    /// # Errors
    /// As for [`count_mod`](Self::count_mod).
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// let mut calls = 0;
    /// let f = FibonacciTreeGame::new(10).unwrap().count_mod_with_progress(100, |_, _| calls += 1);
    /// assert_eq!((f, calls), (Ok(17), 9));
    /// ```
    pub fn count_mod_with_progress(
        &self,
        modulus: u64,
        progress: impl FnMut(usize, usize),
    ) -> Result<u64, Error> {
        let modulus = Modulus::<u64>::new(modulus).map_err(combgames_counting::Error::from)?;
        Exceeded::check(
            Resource::Steps,
            self.steps(),
            self.limits.steps_or(MAX_STEPS),
        )?;
        let mut progress = progress;
        Ok(residues::count(
            &self.plan(),
            modulus,
            self.thread_count(),
            &mut progress,
        )?)
    }

    /// What a residue count needs.
    pub(crate) fn plan(&self) -> Plan {
        Plan {
            order: self.order,
            channel: Channel::containing(self.value),
            size: self.channel_width(),
            mask: self.width - 1,
            value: self.value,
        }
    }

    /// `f(k)` in any counting system of [`combgames_counting`]: residues (`Modular`, or
    /// `Modular128` for moduli of `2^64` and more) or exact (`Big`, `CheckedU128`), calling
    /// `progress(done, total)` after each order.
    ///
    /// # Errors
    /// [`Error::Exceeded`] past [`MAX_STEPS`] (modular systems) or the exact limits
    /// [`MAX_EXACT_WORD_STEPS`] and [`MAX_EXACT_BYTES`]; [`Error::Counting`] if a count leaves
    /// the system (`CheckedU128`).
    ///
    /// ```
    /// use combgames_counting::{CheckedU128, Modular128};
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// let game = FibonacciTreeGame::new(24).unwrap();
    /// assert_eq!(game.count_in(&CheckedU128, |_, _| {}), Ok(7945));
    /// assert_eq!(game.count_in(&Modular128::new(1 << 100).unwrap(), |_, _| {}), Ok(7945));
    /// ```
    pub fn count_in<C: Counting>(
        &self,
        counting: &C,
        progress: impl FnMut(usize, usize),
    ) -> Result<C::Count, Error> {
        if counting.modulus().is_some() {
            Exceeded::check(
                Resource::Steps,
                self.steps(),
                self.limits.steps_or(MAX_STEPS),
            )?;
        } else {
            self.check_exact()?;
        }
        self.count(counting, progress)
    }

    /// `f(k)` exactly.
    ///
    /// # Errors
    /// [`Error::Exceeded`] if the count would take more than [`MAX_EXACT_WORD_STEPS`] limb
    /// additions or [`MAX_EXACT_BYTES`] of memory.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// assert_eq!(FibonacciTreeGame::new(20).unwrap().count_exact().unwrap().to_string(), "1383");
    /// ```
    pub fn count_exact(&self) -> Result<BigUint, Error> {
        self.count_exact_with_progress(|_, _| {})
    }

    /// [`count_exact`](Self::count_exact), calling `progress(done, total)` after each epoch of
    /// 20 orders (and after the last, shorter one).
    ///
    /// # Errors
    /// As for [`count_exact`](Self::count_exact).
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// let mut last = (0, 0);
    /// let f = FibonacciTreeGame::new(6).unwrap().count_exact_with_progress(|done, total| last = (done, total));
    /// assert_eq!((f.unwrap().to_string(), last), ("3".to_string(), (5, 6)));
    /// ```
    pub fn count_exact_with_progress(
        &self,
        progress: impl FnMut(usize, usize),
    ) -> Result<BigUint, Error> {
        Exceeded::check(
            Resource::Steps,
            self.exact_limb_additions(),
            self.limits.steps_or(MAX_EXACT_WORD_STEPS),
        )?;
        Exceeded::check(
            Resource::Bytes,
            self.exact_bytes(),
            self.limits.bytes_or(MAX_EXACT_BYTES),
        )?;
        let mut progress = progress;
        Ok(exact::count(
            &self.plan(),
            self.exact_thread_count(),
            &mut progress,
        )?)
    }

    /// The estimated peak bytes of [`count_exact`](Self::count_exact): for each group of four
    /// 48-bit limbs (counts are below `|T(k)| < 2^(0.7 k + 1)`), three rows of four `u64` and
    /// two pairs of rows of `u16` carries, plus the answer. A test measures the count's
    /// allocations against it.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTreeGame;
    /// let game = FibonacciTreeGame::new(10_000).unwrap();
    /// assert!(game.exact_bytes() < 1 << 30);
    /// ```
    pub fn exact_bytes(&self) -> u128 {
        let groups = exact::groups_for(self.order) as u128;
        let rows = groups * self.channel_width() as u128 * exact::GROUP_BYTES as u128;
        // Row headers, each epoch's shapes, and the answer with room for its sums.
        rows + groups * (3 * 24 + 4 * 24) + 16 * groups * 32 + 4096
    }

    /// The limb additions of [`count_exact`](Self::count_exact): each epoch's orders (and its
    /// carries) times the limbs it keeps, times the channel's states.
    fn exact_limb_additions(&self) -> u128 {
        let mut total = 0u128;
        let mut start = 1;
        while start < self.order {
            let end = (start + exact::EPOCH).min(self.order);
            // Each epoch also adds its carries in and takes them out: 4 rows per limb.
            total +=
                ((end - start) as u128 + 4) * (exact::groups_for(end - 1) * exact::LANES) as u128;
            start = end;
        }
        total * self.channel_width() as u128
    }

    /// The threads of an exact count: limbs are shared among them, so the default (0) is one
    /// per core once the count is large enough to pay for starting them each epoch (`10^8`
    /// limb additions, some 50 ms).
    fn exact_thread_count(&self) -> usize {
        if !cfg!(feature = "parallel") {
            return 1;
        }
        let cores = combgames_base::cores();
        match self.threads {
            0 if self.exact_limb_additions() >= 100_000_000 => cores.min(MAX_THREADS),
            0 => 1,
            t => t.min(cores).min(MAX_THREADS),
        }
    }

    /// Bytes of a count in big integers ([`count_in`](Self::count_in) with `Big`): three
    /// rows of big integers, each a vector header and at most `0.7 k / 64 + 2` words, with
    /// room for each digit vector to have doubled its capacity while it grew.
    fn big_rows_bytes(&self) -> u128 {
        3 * self.channel_width() as u128 * (self.exact_words() * 16 + 24)
    }

    /// Words of the largest count: `0.7 k / 64 + 1`, rounded up.
    fn exact_words(&self) -> u128 {
        (self.order as u128 * 7).div_ceil(640) + 1
    }

    /// The work and memory checks of a count in big integers.
    fn check_exact(&self) -> Result<(), Error> {
        // About half the words on average over the orders.
        let words = self.exact_words();
        // An exact count's steps are additions of 64-bit words.
        Exceeded::check(
            Resource::Steps,
            self.steps() * words / 2,
            self.limits.steps_or(MAX_EXACT_WORD_STEPS),
        )?;
        Exceeded::check(
            Resource::Bytes,
            self.big_rows_bytes(),
            self.limits.bytes_or(MAX_EXACT_BYTES),
        )?;
        Ok(())
    }

    /// The bottom-up count in state coordinates.
    ///
    /// `S_n[x]` counts the cuts inside a branch `T(n)` whose parent is in state `x`: 1 if
    /// `x = A_n = 1 + G_n` (cut the branch's own edge), else the cuts of `T(n)` that reach its
    /// own state `phi_n(x) = (A_n - 1) xor ((A_n xor x) - 1)`, which are
    /// `S_{n-1}[phi_n(x)] + S_{n-2}[phi_n(x)]`. Rows `S_0 = S_{-1} = 0` start it, and
    /// `f(k) = S_{k-1}[G_k] + S_{k-2}[G_k]`.
    fn count<C: Counting>(
        &self,
        counting: &C,
        progress: impl FnMut(usize, usize),
    ) -> Result<C::Count, Error> {
        self.count_rows(counting, progress)
    }

    /// Without the `parallel` feature a residue count uses one thread.
    #[cfg(not(feature = "parallel"))]
    #[allow(clippy::unused_self)] // the same signature as with the feature
    fn thread_count(&self) -> usize {
        1
    }

    /// The threads a residue count uses: 1 unless the rows are wide (or threads were asked
    /// for explicitly).
    #[cfg(feature = "parallel")]
    fn thread_count(&self) -> usize {
        match self.threads {
            0 if self.channel_width() >= PARALLEL_ROW => combgames_base::cores(),
            0 => 1,
            // No more than the cores (the threads meet at a spinning barrier after every
            // order, so more threads than cores only wait), MAX_THREADS, or states.
            t => t
                .min(combgames_base::cores())
                .min(MAX_THREADS)
                .min(self.channel_width()),
        }
    }

    fn count_rows<C: Counting>(
        &self,
        counting: &C,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<C::Count, Error> {
        let channel = Channel::containing(self.value);
        let size = self.channel_width();
        let mask = self.width - 1;
        let zero = counting.count(0);
        let mut older = vec![zero.clone(); size]; // S_{n-2}
        let mut old = vec![zero.clone(); size]; // S_{n-1}
        let mut new = vec![zero.clone(); size]; // S_n
        for n in 1..self.order {
            let a = 1 + grundy(n);
            // Rows hold only values the counting system produced.
            Relabel::of(a, channel.residue, channel.shift, size).for_each(
                size,
                |i| channel.phi(a, i, mask),
                |i, j| counting.add_values_into(&mut new[i], &old[j], &older[j]),
            )?;
            if channel.contains(a) {
                new[a >> channel.shift] = counting.count(1);
            }
            std::mem::swap(&mut older, &mut old);
            std::mem::swap(&mut old, &mut new);
            progress(n, self.order);
            if n % 64 == 0 {
                combgames_base::interrupt::check()?;
            }
        }
        let j = self.value >> channel.shift;
        let mut answer = zero;
        counting.add_into(&mut answer, &old[j], &older[j])?;
        Ok(answer)
    }
}

/// The most threads a count starts, whatever [`FibonacciTreeGame::with_threads`] asks for.
///
/// ```
/// use combgames_fibonacci_tree_game::{FibonacciTreeGame, MAX_THREADS};
/// assert_eq!(MAX_THREADS, 64);
/// let game = FibonacciTreeGame::new(50).unwrap();
/// assert_eq!(game.with_threads(1_000_000).count_mod(1000), game.count_mod(1000));
/// ```
pub const MAX_THREADS: usize = 64;

/// Rows of at least this many states are filled by several threads by default (with the
/// `parallel` feature): `2^14`, where the work between two barriers (a run of up to six
/// orders, some 40 µs) pays for them. Measured: `f(30004)` takes 0.11 s on one thread and
/// 0.09 s on two; `f(20002)`, with narrower rows, is slower on two.
///
/// ```
/// assert_eq!(combgames_fibonacci_tree_game::PARALLEL_ROW, 1 << 14);
/// ```
pub const PARALLEL_ROW: usize = 1 << 14;

/// `f(k) mod modulus`: shorthand for [`FibonacciTreeGame::count_mod`].
///
/// # Errors
/// As for [`FibonacciTreeGame::new`] and [`FibonacciTreeGame::count_mod`].
///
/// ```
/// use combgames_fibonacci_tree_game::winning_moves_mod;
/// assert_eq!(winning_moves_mod(5, 1_000_000_000_000_000_000), Ok(1)); // published: f(5) = 1
/// assert!(winning_moves_mod(5, 1).is_err());
/// assert!(winning_moves_mod(0, 10).is_err());
/// ```
pub fn winning_moves_mod(order: usize, modulus: u64) -> Result<u64, Error> {
    FibonacciTreeGame::new(order)?.count_mod(modulus)
}

/// `f(k)` exactly: shorthand for [`FibonacciTreeGame::count_exact`].
///
/// # Errors
/// As for [`FibonacciTreeGame::new`] and [`FibonacciTreeGame::count_exact`].
///
/// ```
/// use combgames_fibonacci_tree_game::winning_moves_exact;
/// assert_eq!(winning_moves_exact(20).unwrap().to_string(), "1383");
/// ```
pub fn winning_moves_exact(order: usize) -> Result<BigUint, Error> {
    FibonacciTreeGame::new(order)?.count_exact()
}

/// `f(k)` in any counting system: shorthand for [`FibonacciTreeGame::count_in`] without
/// progress.
///
/// # Errors
/// As for [`FibonacciTreeGame::new`] and [`FibonacciTreeGame::count_in`].
///
/// ```
/// use combgames_counting::CheckedU128;
/// use combgames_fibonacci_tree_game::winning_moves_in;
/// assert_eq!(winning_moves_in(20, &CheckedU128), Ok(1383));
/// ```
pub fn winning_moves_in<C: Counting>(order: usize, counting: &C) -> Result<C::Count, Error> {
    FibonacciTreeGame::new(order)?.count_in(counting, |_, _| {})
}
