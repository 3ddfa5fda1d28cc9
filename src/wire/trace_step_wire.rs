//! A step on the wire (`trace_json::StepDoc`): one object whose `"rule"`
//! names its kind, and any id that is not an engine step's is a named
//! rule's, which serde's tagging cannot say. So a step is read as the
//! fields any step may have, then made into its kind, refusing fields
//! that do not make one; and it is written as those fields, borrowed,
//! each kind's present and the rest left out.

use std::borrow::Cow;

use serde::de;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::trace_json::{BranchDoc, CaseDoc, PremisesDoc, RefutationDoc, StepDoc, StepKindDoc};
use crate::engine::engine_steps::{FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS};
use crate::engine::whole_grid::AnchorJson;

/// Every field a step may have, as read.
#[derive(Deserialize)]
#[serde(bound(deserialize = "A: Deserialize<'de>, E: Deserialize<'de>"))]
struct Fields<'a, A, E> {
    #[serde(borrow)]
    rule: Cow<'a, str>,
    #[serde(borrow)]
    cases: Option<Vec<CaseDoc<'a, A, E>>>,
    at: Option<AnchorJson<A>>,
    assume: Option<E>,
    branch: Option<BranchDoc>,
    #[serde(borrow)]
    steps: Option<Vec<StepDoc<'a, A, E>>>,
    #[serde(borrow)]
    contradiction: Option<Cow<'a, str>>,
    contradiction_premises: Option<PremisesDoc<A, Vec<E>>>,
    effects: Vec<E>,
    premises: Option<PremisesDoc<A, Vec<E>>>,
    #[serde(borrow)]
    reason: Option<Cow<'a, str>>,
}

impl<'a, A, E> Fields<'a, A, E> {
    /// The names of the kind-specific fields present.
    fn present(&self) -> [(&'static str, bool); 7] {
        [
            ("cases", self.cases.is_some()),
            ("at", self.at.is_some()),
            ("assume", self.assume.is_some()),
            ("branch", self.branch.is_some()),
            ("steps", self.steps.is_some()),
            ("contradiction", self.contradiction.is_some()),
            (
                "contradiction_premises",
                self.contradiction_premises.is_some(),
            ),
        ]
    }

    /// The step the fields make, or what is wrong with them.
    fn into_step(self) -> Result<StepDoc<'a, A, E>, String> {
        let kind = Kind::of(&self.rule, self.branch)?;
        if let Some((field, _)) = self
            .present()
            .into_iter()
            .find(|&(field, present)| present && !kind.fields().contains(&field))
        {
            return Err(format!("{} cannot have \"{field}\"", kind.what(&self.rule)));
        }
        let Fields {
            rule,
            cases,
            at,
            assume,
            steps,
            contradiction,
            contradiction_premises,
            effects,
            premises,
            reason,
            ..
        } = self;
        // Words made only for a message: a trace has thousands of steps.
        let needs = |field: &str| format!("{} needs \"{field}\"", kind.what(&rule));
        let kind = match kind {
            Kind::Rule => StepKindDoc::Rule {
                at: at.ok_or_else(|| needs("at"))?,
                rule,
            },
            Kind::Hypothesis | Kind::RefutedGuess => {
                let refutation = RefutationDoc {
                    assume: assume.ok_or_else(|| needs("assume"))?,
                    steps: steps.ok_or_else(|| needs("steps"))?,
                    contradiction: contradiction.ok_or_else(|| needs("contradiction"))?,
                    contradiction_premises,
                };
                match kind {
                    Kind::Hypothesis => {
                        // The id says how deep it goes; the steps must agree.
                        let nests = refutation.steps.iter().any(StepDoc::is_assumption);
                        if nests != (rule == NESTED_HYPOTHESIS.id) {
                            return Err(format!(
                                "a \"{rule}\" step {}; a step with hypotheses or forcing steps \
                                 among its steps is a \"{}\", one with rule steps only a \"{}\"",
                                if nests {
                                    "holds an assumption among its steps"
                                } else {
                                    "holds rule steps only"
                                },
                                NESTED_HYPOTHESIS.id,
                                HYPOTHESIS.id
                            ));
                        }
                        StepKindDoc::Hypothesis(refutation)
                    }
                    _ => StepKindDoc::RefutedGuess(refutation),
                }
            }
            Kind::SolvedGuess => StepKindDoc::SolvedGuess {
                assume: assume.ok_or_else(|| needs("assume"))?,
                steps: steps.unwrap_or_default(),
            },
            Kind::Forcing => {
                let cases = cases.ok_or_else(|| needs("cases"))?;
                let cases = <[_; 2]>::try_from(cases).map_err(|cases| {
                    let what = kind.what(&rule);
                    format!("{what} has exactly two cases, not {}", cases.len())
                })?;
                StepKindDoc::Forcing { cases }
            }
        };
        Ok(StepDoc {
            kind,
            effects,
            premises,
            reason,
        })
    }
}

/// The kinds of step, as `"rule"` and `"branch"` say them.
#[derive(Clone, Copy)]
enum Kind {
    Rule,
    Hypothesis,
    RefutedGuess,
    SolvedGuess,
    Forcing,
}

impl Kind {
    fn of(rule: &str, branch: Option<BranchDoc>) -> Result<Kind, String> {
        Ok(match (rule, branch) {
            _ if rule == HYPOTHESIS.id || rule == NESTED_HYPOTHESIS.id => Kind::Hypothesis,
            _ if rule == FORCING.id => Kind::Forcing,
            (_, Some(BranchDoc::Contradiction)) if rule == GUESS.id => Kind::RefutedGuess,
            (_, Some(BranchDoc::Solved)) if rule == GUESS.id => Kind::SolvedGuess,
            _ if rule == GUESS.id => return Err("a \"guess\" step needs \"branch\"".into()),
            _ => Kind::Rule,
        })
    }

    /// The step, for a message.
    fn what(self, rule: &str) -> String {
        match self {
            Kind::Rule => format!("the step of rule \"{rule}\""),
            Kind::Hypothesis | Kind::Forcing => format!("a \"{rule}\" step"),
            Kind::RefutedGuess => "a refuted \"guess\" (\"branch\": \"contradiction\")".into(),
            Kind::SolvedGuess => "a solved \"guess\" (\"branch\": \"solved\")".into(),
        }
    }

    /// The fields of this kind, beside those of every step.
    fn fields(self) -> &'static [&'static str] {
        match self {
            Kind::Rule => &["at"],
            Kind::Hypothesis => &["assume", "steps", "contradiction", "contradiction_premises"],
            Kind::RefutedGuess => &[
                "assume",
                "branch",
                "steps",
                "contradiction",
                "contradiction_premises",
            ],
            Kind::SolvedGuess => &["assume", "branch", "steps"],
            Kind::Forcing => &["cases"],
        }
    }
}

impl<'de: 'a, 'a, A: Deserialize<'de>, E: Deserialize<'de>> Deserialize<'de> for StepDoc<'a, A, E> {
    fn deserialize<D: Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        Fields::deserialize(reader)?
            .into_step()
            .map_err(de::Error::custom)
    }
}

/// Every field a step may have, as written: borrowed from its document.
#[derive(Serialize)]
struct Written<'s, 'a, A, E, Es> {
    rule: &'s str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cases: Option<&'s [CaseDoc<'a, A, E, Es>; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<&'s AnchorJson<A>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    assume: Option<&'s E>,
    #[serde(skip_serializing_if = "Option::is_none")]
    branch: Option<BranchDoc>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<&'s [StepDoc<'a, A, E, Es>]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    contradiction: Option<&'s str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    contradiction_premises: Option<&'s PremisesDoc<A, Es>>,
    effects: &'s Es,
    #[serde(skip_serializing_if = "Option::is_none")]
    premises: Option<&'s PremisesDoc<A, Es>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'s str>,
}

impl<A: Serialize, E: Serialize, Es: Serialize> Serialize for StepDoc<'_, A, E, Es> {
    fn serialize<S: Serializer>(&self, writer: S) -> Result<S::Ok, S::Error> {
        let mut written = Written {
            rule: self.rule(),
            cases: None,
            at: None,
            assume: None,
            branch: None,
            steps: None,
            contradiction: None,
            contradiction_premises: None,
            effects: &self.effects,
            premises: self.premises.as_ref(),
            reason: self.reason.as_deref(),
        };
        match &self.kind {
            StepKindDoc::Rule { at, .. } => written.at = Some(at),
            StepKindDoc::Hypothesis(refutation) | StepKindDoc::RefutedGuess(refutation) => {
                if matches!(self.kind, StepKindDoc::RefutedGuess(_)) {
                    written.branch = Some(BranchDoc::Contradiction);
                }
                written.assume = Some(&refutation.assume);
                written.steps = Some(&refutation.steps);
                written.contradiction = Some(&refutation.contradiction);
                written.contradiction_premises = refutation.contradiction_premises.as_ref();
            }
            StepKindDoc::SolvedGuess { assume, steps } => {
                written.assume = Some(assume);
                written.branch = Some(BranchDoc::Solved);
                // Version 3 writes the branch's steps after the guess.
                written.steps = (!steps.is_empty()).then_some(steps.as_slice());
            }
            StepKindDoc::Forcing { cases } => written.cases = Some(cases),
        }
        written.serialize(writer)
    }
}
