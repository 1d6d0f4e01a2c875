// Schemas and messages of the cards feature (clinic portal), shared by the API and the web app.
export {};
