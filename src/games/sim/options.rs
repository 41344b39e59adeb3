//! A sim's rule options described once, in the engine: what each option is called, the words for
//! each choice, and how it reads and sets the game's `Options`. Every sim's new-game page is drawn
//! from this description, so the page holds no sim's own fields (and a season's settings can use
//! the same description).

use super::{Coach, TeamPick};
use crate::engine::ByTeam;

/// A sim's `Options` as a new-game page offers them.
pub trait RuleOptions: Default + Clone + 'static {
    /// The two teams and who coaches each.
    fn set_sides(&mut self, teams: ByTeam<TeamPick>, coaches: ByTeam<Coach>);

    /// The rule options in the groups the page shows, in order.
    fn rule_sets() -> Vec<RuleSet<Self>>;

    /// A playoff game: overtime as the book has it for a game that must have a winner.
    fn set_playoff_overtime(&mut self);

    /// The options a new season starts from (its regular-season games'): the game's defaults,
    /// unless the book plays a season game otherwise than the one-off game the defaults are.
    fn season_defaults() -> Self {
        Self::default()
    }

    /// These options with `values` (one a field of [`Self::rule_sets`], in order) set.
    fn with_values(mut self, values: &[RuleValue]) -> Self {
        let fields = Self::rule_sets().into_iter().flat_map(|set| set.fields);
        for (field, value) in fields.zip(values) {
            field.set(&mut self, value);
        }
        self
    }
}

/// A group of options under one legend (the book's rules, its optional rules, house rules).
pub struct RuleSet<O> {
    pub legend: &'static str,
    /// The group's class on the page, after "rules" ("optional-rules", "house-rules").
    pub class: &'static str,
    pub fields: Vec<RuleField<O>>,
}

/// One option: its key names it on the page (the sim's prefix, a dash and the key).
pub struct RuleField<O> {
    pub key: &'static str,
    pub kind: RuleKind<O>,
    /// Greyed out while the field with this key holds this value.
    pub off_while: Option<(&'static str, &'static str)>,
}

pub enum RuleKind<O> {
    /// On or off, with the words beside the box.
    Check {
        text: &'static str,
        flag: fn(&mut O) -> &mut bool,
    },
    /// One of `choices`, each (value, words), under `label`.
    Choice {
        label: &'static str,
        choices: &'static [(&'static str, &'static str)],
        read: fn(&O) -> &'static str,
        write: fn(&mut O, &str),
    },
}

/// A field's value as a page holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleValue {
    Flag(bool),
    Chosen(String),
}

impl<O: Clone> RuleField<O> {
    pub fn check(key: &'static str, text: &'static str, flag: fn(&mut O) -> &mut bool) -> Self {
        RuleField {
            key,
            kind: RuleKind::Check { text, flag },
            off_while: None,
        }
    }

    pub fn choice(
        key: &'static str,
        label: &'static str,
        choices: &'static [(&'static str, &'static str)],
        read: fn(&O) -> &'static str,
        write: fn(&mut O, &str),
    ) -> Self {
        RuleField {
            key,
            kind: RuleKind::Choice {
                label,
                choices,
                read,
                write,
            },
            off_while: None,
        }
    }

    /// This field greyed out while field `key` holds `value`.
    pub fn off_while(self, key: &'static str, value: &'static str) -> Self {
        RuleField {
            off_while: Some((key, value)),
            ..self
        }
    }

    pub fn value(&self, options: &O) -> RuleValue {
        match &self.kind {
            RuleKind::Check { flag, .. } => RuleValue::Flag(*flag(&mut options.clone())),
            RuleKind::Choice { read, .. } => RuleValue::Chosen(read(options).to_string()),
        }
    }

    /// Sets the field; a value of the other kind, or not among the choices, changes nothing.
    pub fn set(&self, options: &mut O, value: &RuleValue) {
        match (&self.kind, value) {
            (RuleKind::Check { flag, .. }, RuleValue::Flag(on)) => *flag(options) = *on,
            (RuleKind::Choice { choices, write, .. }, RuleValue::Chosen(chosen))
                if choices.iter().any(|&(value, _)| value == chosen) =>
            {
                write(options, chosen)
            }
            _ => {}
        }
    }
}

/// What every sim's description must hold: keys are unique, each default is one of its choices,
/// and every choice and flag set is read back as set.
#[cfg(test)]
pub fn check_rule_sets<O: RuleOptions + PartialEq + std::fmt::Debug>() {
    let sets = O::rule_sets();
    let fields: Vec<&RuleField<O>> = sets.iter().flat_map(|set| &set.fields).collect();
    assert!(!fields.is_empty());
    let mut keys: Vec<&str> = fields.iter().map(|f| f.key).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), fields.len(), "keys are unique");
    let defaults = O::default();
    for field in &fields {
        match &field.kind {
            RuleKind::Check { .. } => {
                for on in [false, true] {
                    let mut options = defaults.clone();
                    field.set(&mut options, &RuleValue::Flag(on));
                    assert_eq!(field.value(&options), RuleValue::Flag(on), "{}", field.key);
                }
            }
            RuleKind::Choice { choices, read, .. } => {
                let default = read(&defaults);
                assert!(
                    choices.iter().any(|&(value, _)| value == default),
                    "{}: the default {default} is a choice",
                    field.key
                );
                for &(value, _) in *choices {
                    let mut options = defaults.clone();
                    field.set(&mut options, &RuleValue::Chosen(value.to_string()));
                    assert_eq!(read(&options), value, "{}", field.key);
                }
                let mut options = defaults.clone();
                field.set(&mut options, &RuleValue::Chosen("no such".to_string()));
                assert_eq!(
                    options, defaults,
                    "{}: an unknown value changes nothing",
                    field.key
                );
            }
        }
        if let Some((key, value)) = field.off_while {
            let other = fields.iter().find(|f| f.key == key);
            let Some(RuleKind::Choice { choices, .. }) = other.map(|f| &f.kind) else {
                panic!("{}: greyed by a choice field {key}", field.key);
            };
            assert!(choices.iter().any(|&(v, _)| v == value), "{}", field.key);
        }
    }
    let values: Vec<RuleValue> = fields.iter().map(|f| f.value(&defaults)).collect();
    assert_eq!(defaults.clone().with_values(&values), defaults);
}
