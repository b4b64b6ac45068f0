//! A [`Picture`] as SVG: one pixel a point, `y` flipped (SVG's `y` grows downwards).

use std::fmt::Write;

use crate::picture::{Anchor, Colour, Picture, Shape};

fn hex(c: Colour) -> String {
    let (r, g, b) = c.rgb();
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// `text` with XML's special characters escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

impl Picture {
    /// The picture as a standalone SVG document (`<svg ...>...</svg>`), one pixel a point, on
    /// a white page.
    pub fn to_svg(&self) -> String {
        write(self)
    }
}

fn write(p: &Picture) -> String {
    let (w, h) = (p.width, p.height);
    let y = |v: f64| h - v;
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.2}" height="{h:.2}" viewBox="0 0 {w:.2} {h:.2}" font-family="sans-serif">"#
    );
    out.push('\n');
    let _ = writeln!(
        out,
        r#"<rect width="{w:.2}" height="{h:.2}" fill="{}"/>"#,
        hex(Colour::Paper)
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
                    .map(|&(px, py)| format!("{px:.2},{:.2}", y(py)))
                    .collect();
                let _ = writeln!(
                    out,
                    r#"<polyline points="{}" fill="none" stroke="{}" stroke-width="{width:.2}" stroke-linejoin="round"/>"#,
                    path.join(" "),
                    hex(*colour)
                );
            }
            Shape::Rect {
                x,
                y: ry,
                w: rw,
                h: rh,
                fill,
                stroke,
            } => {
                let _ = writeln!(
                    out,
                    r#"<rect x="{x:.2}" y="{:.2}" width="{rw:.2}" height="{rh:.2}" fill="{}" stroke="{}"/>"#,
                    y(ry + rh),
                    hex(*fill),
                    hex(*stroke)
                );
            }
            Shape::Circle {
                x,
                y: cy,
                r,
                fill,
                stroke,
            } => {
                let fill = fill.map_or_else(|| "none".to_string(), hex);
                let _ = writeln!(
                    out,
                    r#"<circle cx="{x:.2}" cy="{:.2}" r="{r:.2}" fill="{fill}" stroke="{}" stroke-width="1.50"/>"#,
                    y(*cy),
                    hex(*stroke)
                );
            }
            Shape::Text {
                x,
                y: ty,
                text,
                size,
                anchor,
                vertical,
                colour,
            } => {
                let anchor = match anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                    Anchor::End => "end",
                };
                let (tx, ty) = (*x, y(*ty));
                let turn = if *vertical {
                    format!(r#" transform="rotate(-90 {tx:.2} {ty:.2})""#)
                } else {
                    String::new()
                };
                let _ = writeln!(
                    out,
                    r#"<text x="{tx:.2}" y="{ty:.2}" font-size="{size:.2}" text-anchor="{anchor}" fill="{}"{turn}>{}</text>"#,
                    hex(*colour),
                    escape(text)
                );
            }
        }
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_y_is_flipped() {
        let mut p = Picture::new(10.0, 20.0);
        p.push(Shape::Text {
            x: 1.0,
            y: 5.0,
            text: "a<b & \"c\"".into(),
            size: 10.0,
            anchor: Anchor::Middle,
            vertical: false,
            colour: Colour::Ink,
        });
        let svg = write(&p);
        assert!(svg.contains(r#"y="15.00""#), "{svg}");
        assert!(svg.contains("a&lt;b &amp; &quot;c&quot;"), "{svg}");
        assert!(svg.ends_with("</svg>\n"));
    }
}
