//! serde_yaml 0.9's `from_str` (T: Deserialize<'de>, borrowing from the
//! input) on serde_yaml 0.8, whose `from_str` wants DeserializeOwned: the
//! document is read by 0.8 into a Value, written out as JSON text, and that
//! text is leaked so serde_json can lend its strings for 'de. A test
//! process leaks about the size of the vectors it reads (c-kzg's: 90 MB).
pub type Error = Box<dyn std::error::Error + Send + Sync>;

pub fn from_str<'de, T: serde::Deserialize<'de>>(s: &'de str) -> Result<T, Error> {
    let value: yaml08::Value = yaml08::from_str(s)?;
    let json: &'static str = Box::leak(serde_json::to_string(&value)?.into_boxed_str());
    Ok(serde_json::from_str(json)?)
}
