//! Progress of long work for Python: a callable called with a dict, or a bar on
//! `sys.stderr` (a terminal and a notebook both show it): at the first report, then at most
//! twice a second.
//!
//! The work runs detached (see [`detach`](crate::detach)); a report takes the GIL for its
//! call. An exception the callable raises stops the work at its next check and is raised
//! in place of its answer.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict};
use std::time::{Duration, Instant};

/// The least time between two reports.
const EVERY: Duration = Duration::from_millis(500);

/// How progress is shown.
enum Show {
    Nothing,
    Call(Py<PyAny>),
    /// A line on `sys.stderr`, rewritten in place; `drawn` once it has been written.
    Bar {
        drawn: bool,
    },
}

/// Reports the progress of one piece of work.
pub(crate) struct Progress {
    show: Show,
    started: Instant,
    /// When the last report was shown (`None` before the first).
    last: Option<Instant>,
    raised: Option<PyErr>,
}

impl Progress {
    /// From the `progress` argument: `None` or `False` shows nothing, `True` a bar, a
    /// callable is called; anything else is a `TypeError`.
    pub(crate) fn new(progress: Option<&Bound<'_, PyAny>>) -> PyResult<Progress> {
        let show = match progress {
            None => Show::Nothing,
            Some(p) if p.is_none() => Show::Nothing,
            Some(p) if p.is_instance_of::<PyBool>() => {
                if p.is_truthy()? {
                    Show::Bar { drawn: false }
                } else {
                    Show::Nothing
                }
            }
            Some(p) if p.is_callable() => Show::Call(p.clone().unbind()),
            Some(p) => {
                return Err(PyTypeError::new_err(format!(
                    "progress must be True, False, None or a callable, not {}",
                    p.get_type().name()?
                )));
            }
        };
        Ok(Progress {
            show,
            started: Instant::now(),
            last: None,
            raised: None,
        })
    }

    /// Whether nothing is shown (the work may skip its reports).
    pub(crate) fn is_silent(&self) -> bool {
        matches!(self.show, Show::Nothing)
    }

    /// A report, if it is the first or half a second has passed since the last: `fields` (name, value) go to
    /// the callable as a dict with `"seconds"` added, `bar` (given the seconds) to the bar.
    pub(crate) fn report(&mut self, fields: &[(&str, u64)], bar: impl FnOnce(f64) -> String) {
        if self.raised.is_some()
            || self.is_silent()
            || self.last.is_some_and(|last| last.elapsed() < EVERY)
        {
            return;
        }
        self.last = Some(Instant::now());
        let seconds = self.started.elapsed().as_secs_f64();
        let result = Python::attach(|py| -> PyResult<()> {
            match &mut self.show {
                Show::Nothing => Ok(()),
                Show::Call(f) => {
                    let dict = PyDict::new(py);
                    for &(name, value) in fields {
                        dict.set_item(name, value)?;
                    }
                    dict.set_item("seconds", seconds)?;
                    f.call1(py, (dict,)).map(drop)
                }
                Show::Bar { drawn } => {
                    *drawn = true;
                    write_stderr(py, &format!("\r{}", bar(seconds)))
                }
            }
        });
        if let Err(e) = result {
            self.raised = Some(e);
            if let Some(work) = combgames_base::Interrupt::current() {
                work.request();
            }
        }
    }

    /// Ends the bar's line, and gives back the exception the callable raised, if any: it
    /// comes before whatever the work returned.
    pub(crate) fn finish(self, py: Python<'_>) -> PyResult<()> {
        if let Show::Bar { drawn: true } = self.show {
            write_stderr(py, "\n")?;
        }
        match self.raised {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// Writes to `sys.stderr`, if there is one (it is `None` under `pythonw`).
fn write_stderr(py: Python<'_>, text: &str) -> PyResult<()> {
    let stderr = py.import("sys")?.getattr("stderr")?;
    if stderr.is_none() {
        return Ok(());
    }
    stderr.call_method1("write", (text,))?;
    stderr.call_method0("flush").map(drop)
}
