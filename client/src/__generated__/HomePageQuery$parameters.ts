/**
 * @generated SignedSource<<763f6ef8573cdcc29bdb5516fe5d7f6c>>
 * @relayHash cb6b93500090486ac1e5264715b368e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb6b93500090486ac1e5264715b368e6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cb6b93500090486ac1e5264715b368e6",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
