// A live plotly chart whose removed views leave nothing behind (anywidget ESM): plotly's own FigureWidget, with
// each view's model listeners registered on that view's model. Plotly registers them on the model it was
// initialised with, so they outlived their view: once a view was removed (a cell showing the chart run again,
// a panel re-created) every later update ran Plotly.update on the removed chart and logged "Error setting
// state: Cannot read properties of undefined (reading 'length')". anywidget removes a view's own listeners with
// the view. PLOTLY_BUNDLE is replaced in Python by plotly's widget bundle, as a string.
const PLOTLY_BUNDLE = "";
let plotly;     // the bundle's module, imported once

export default () => {
  let figure;
  let viewModel = null;       // while a view renders: its own model
  return {
    async initialize({ model }) {
      plotly ??= import(URL.createObjectURL(new Blob([PLOTLY_BUNDLE], { type: "text/javascript" })));
      const definition = (await plotly).default;      // anywidget's two forms: a factory or the object
      figure = typeof definition === "function" ? definition() : definition;
      const on = (event, callback) => (viewModel ?? model).on(event, callback);
      return figure.initialize({ model: { ...model, on } });
    },
    render({ model, el }) {
      viewModel = model;
      try {
        return figure.render({ model, el });
      } finally {
        viewModel = null;
      }
    },
  };
};
