//! A [`Picture`] as a TikZ `tikzpicture`: one unit a point (`x=1pt, y=1pt`), the house
//! colours defined inside it, text escaped for LaTeX, so that `\input` of the file compiles in
//! any document that loads `tikz`.

use std::fmt::Write;

use crate::picture::{Anchor, Colour, Picture, Shape};

/// `text` for LaTeX's text mode: its special characters as commands, and the few non-ASCII
/// characters the house writes (`±`, `è`, `↑`, `↓`) as their LaTeX forms; any other non-ASCII
/// character becomes `?`, since a standard document may not have its glyph.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '$' | '&' | '#' | '%' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '|' => out.push_str("\\textbar{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            '±' => out.push_str("\\ensuremath{\\pm}"),
            'è' => out.push_str("\\`{e}"),
            '↑' => out.push_str("\\ensuremath{\\uparrow}"),
            '↓' => out.push_str("\\ensuremath{\\downarrow}"),
            c if c.is_ascii() && !c.is_ascii_control() => out.push(c),
            _ => out.push('?'),
        }
    }
    out
}

impl Picture {
    /// The picture as a TikZ `tikzpicture` environment, one unit a point, for `\input` into a
    /// LaTeX document whose preamble loads `tikz` (the colours are defined inside it).
    pub fn to_tikz(&self) -> String {
        write(self)
    }
}

fn write(p: &Picture) -> String {
    let mut out = String::from(
        "% Drawn by combgames-draw. Needs \\usepackage{tikz} in the preamble.\n\\begin{tikzpicture}[x=1pt, y=1pt]\n",
    );
    for c in Colour::ALL {
        let (r, g, b) = c.rgb();
        let _ = writeln!(out, "\\definecolor{{{}}}{{RGB}}{{{r},{g},{b}}}", c.name());
    }
    let _ = writeln!(
        out,
        "\\fill[{}] (0,0) rectangle ({:.2},{:.2});",
        Colour::Paper.name(),
        p.width,
        p.height
    );
    for shape in &p.shapes {
        match shape {
            Shape::Line {
                points,
                colour,
                width,
            } => {
                let path: Vec<String> = points
                    .iter()
                    .map(|&(x, y)| format!("({x:.2},{y:.2})"))
                    .collect();
                let _ = writeln!(
                    out,
                    "\\draw[{}, line width={width:.2}pt, line join=round] {};",
                    colour.name(),
                    path.join(" -- ")
                );
            }
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                let _ = writeln!(
                    out,
                    "\\filldraw[fill={}, draw={}] ({x:.2},{y:.2}) rectangle ({:.2},{:.2});",
                    fill.name(),
                    stroke.name(),
                    x + w,
                    y + h
                );
            }
            Shape::Circle {
                x,
                y,
                r,
                fill,
                stroke,
            } => {
                let fill = fill.map_or_else(|| "none".to_string(), |c| c.name().to_string());
                let _ = writeln!(
                    out,
                    "\\filldraw[fill={fill}, draw={}, line width=1.50pt] ({x:.2},{y:.2}) circle[radius={r:.2}pt];",
                    stroke.name()
                );
            }
            Shape::Text {
                x,
                y,
                text,
                size,
                anchor,
                vertical,
                colour,
            } => {
                let anchor = match anchor {
                    Anchor::Start => "base west",
                    Anchor::Middle => "base",
                    Anchor::End => "base east",
                };
                let turn = if *vertical { ", rotate=90" } else { "" };
                let _ = writeln!(
                    out,
                    "\\node[anchor={anchor}, inner sep=0pt, text={}, font=\\fontsize{{{size:.1}}}{{{:.1}}}\\selectfont\\sffamily{turn}] at ({x:.2},{y:.2}) {{{}}};",
                    colour.name(),
                    size * 1.2,
                    escape(text)
                );
            }
        }
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_notation_is_escaped_for_latex() {
        assert_eq!(
            escape("{3||2*|1*} ^ 50% #1 a_b ±1"),
            "\\{3\\textbar{}\\textbar{}2*\\textbar{}1*\\} \\^{} 50\\% \\#1 a\\_b \\ensuremath{\\pm}1"
        );
        assert_eq!(escape("misère ✓"), "mis\\`{e}re ?");
    }

    #[test]
    fn every_shape_is_written_once() {
        let mut p = Picture::new(20.0, 10.0);
        p.push(Shape::Circle {
            x: 1.0,
            y: 2.0,
            r: 3.0,
            fill: None,
            stroke: Colour::Right,
        });
        let tikz = write(&p);
        assert!(tikz.contains("(1.00,2.00) circle[radius=3.00pt]"), "{tikz}");
        assert!(tikz.trim_end().ends_with("\\end{tikzpicture}"));
        assert_eq!(tikz.matches("\\definecolor").count(), Colour::ALL.len());
    }
}
