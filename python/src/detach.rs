//! Long work without the GIL, stopped by Ctrl-C.
//!
//! The work runs on the calling thread with the GIL released, inside an
//! [`Interrupt`](combgames_base::Interrupt) whose poll takes the GIL back every 50 ms at most
//! and runs the interpreter's signal handlers (`PyErr_CheckSignals`): a `KeyboardInterrupt`
//! raised there requests the stop, the library's next check (every few milliseconds of work)
//! ends the work with its `Interrupted` error, and the `KeyboardInterrupt` itself is raised.

use combgames_base::Interrupt;
use pyo3::prelude::*;
use std::sync::{Arc, Mutex, PoisonError};

/// `work()` with the GIL released and Ctrl-C watched; the exception a signal handler raised
/// (a `KeyboardInterrupt`) comes first, whatever the work returned.
pub(crate) fn detached<T: Send>(py: Python<'_>, work: impl FnOnce() -> T + Send) -> PyResult<T> {
    detached_with(py, &Interrupt::new(), work)
}

/// [`detached`] under `interrupt`, which another thread may request to stop the work (its
/// `Interrupted` error is then the work's answer).
pub(crate) fn detached_with<T: Send>(
    py: Python<'_>,
    interrupt: &Interrupt,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    let raised: Arc<Mutex<Option<PyErr>>> = Arc::default();
    let slot = Arc::clone(&raised);
    let poll = move || {
        Python::attach(|py| match py.check_signals() {
            Ok(()) => false,
            Err(e) => {
                *slot.lock().unwrap_or_else(PoisonError::into_inner) = Some(e);
                true
            }
        })
    };
    let answer = py.detach(move || interrupt.run_polling(poll, work));
    match raised.lock().unwrap_or_else(PoisonError::into_inner).take() {
        Some(e) => Err(e),
        None => Ok(answer),
    }
}
