//! Colour roles for text meant for people, decided once per output from
//! `--color`, `NO_COLOR` and whether the output is a terminal.

use owo_colors::OwoColorize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

/// What a piece of text is, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Dim,
    Rule,
    Place,
    /// A conclusion that fills: a line, water, a black cell, a digit.
    Fill,
    /// A conclusion that excludes: a cross, land, a white cell, a
    /// candidate removed. Neither it nor `Fill` is red or green: a right
    /// conclusion must not look like an error, whatever its value.
    Exclude,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    color: bool,
}

impl Default for Style {
    /// No colour.
    fn default() -> Style {
        Style::PLAIN
    }
}

impl Style {
    pub const PLAIN: Style = Style { color: false };

    /// `auto` colours a terminal unless `NO_COLOR` is set (to anything but
    /// the empty string, as its convention says).
    pub fn decide(choice: ColorChoice, is_terminal: bool) -> Style {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let color = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => is_terminal && !no_color,
        };
        Style { color }
    }

    fn paint(&self, text: &str, paint: impl Fn(&str) -> String) -> String {
        if self.color {
            paint(text)
        } else {
            text.to_string()
        }
    }

    /// Writes what `write` writes, in the colour of `role`; plain text goes
    /// straight into `out`.
    pub fn push(&self, out: &mut String, role: Role, write: impl FnOnce(&mut String)) {
        if !self.color {
            write(out);
            return;
        }
        let mut text = String::new();
        write(&mut text);
        out.push_str(&match role {
            Role::Dim => self.dim(&text),
            Role::Rule => self.rule(&text),
            Role::Place => self.place(&text),
            Role::Fill => self.fill(&text),
            Role::Exclude => self.exclude(&text),
        });
    }

    /// Step numbers and other scaffolding.
    pub fn dim(&self, text: &str) -> String {
        self.paint(text, |t| t.dimmed().to_string())
    }
    pub fn rule(&self, text: &str) -> String {
        self.paint(text, |t| t.cyan().bold().to_string())
    }
    pub fn place(&self, text: &str) -> String {
        self.paint(text, |t| t.yellow().to_string())
    }
    pub fn fill(&self, text: &str) -> String {
        self.paint(text, |t| t.blue().bold().to_string())
    }
    pub fn exclude(&self, text: &str) -> String {
        self.paint(text, |t| t.magenta().to_string())
    }
    /// A verdict that all is right (YES, solved).
    pub fn good(&self, text: &str) -> String {
        self.paint(text, |t| t.green().bold().to_string())
    }
    /// Errors and contradictions, and only they: red.
    pub fn bad(&self, text: &str) -> String {
        self.paint(text, |t| t.red().bold().to_string())
    }
}
