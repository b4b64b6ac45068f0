//! A search's statistics as a Python dict.

use combgames_search::Stats;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The statistics of a search (`combgames_search::Stats`) as a dict: ``nodes``, ``options``,
/// ``probes``, ``hits``, ``stores``, ``overwrites``, ``cutoffs`` (a dict of the positions each
/// theorem decided, by name), ``table_bytes``, ``threads`` and ``seconds``.
pub(crate) fn to_dict<'py>(py: Python<'py>, stats: &Stats) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("nodes", stats.nodes)?;
    dict.set_item("options", stats.options)?;
    dict.set_item("probes", stats.probes)?;
    dict.set_item("hits", stats.hits)?;
    dict.set_item("stores", stats.stores)?;
    dict.set_item("overwrites", stats.overwrites)?;
    let cutoffs = PyDict::new(py);
    for (name, count) in &stats.cutoffs {
        cutoffs.set_item(*name, *count)?;
    }
    dict.set_item("cutoffs", cutoffs)?;
    dict.set_item("table_bytes", stats.table_bytes)?;
    dict.set_item("threads", stats.threads)?;
    dict.set_item("seconds", stats.elapsed.as_secs_f64())?;
    Ok(dict)
}
