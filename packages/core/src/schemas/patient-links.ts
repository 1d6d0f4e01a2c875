// Schemas and messages of the patient-links feature (clinic portal), shared by the API and the web app.
export {};
